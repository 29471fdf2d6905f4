import type zh from "../zh-CN/auth";
import type { Catalogue } from "../../catalogue";
import { COMMON_LABELS } from "@contract/labels";

const en: Catalogue<typeof zh> = {
  title: "Log in",
  subtitle: "{{product}} admin console",
  username: "Username",
  password: COMMON_LABELS.password[1],
  usernameRequired: "Please enter the username",
  passwordRequired: "Please enter the password",
  passwordPlaceholder: "Password, 6-20 characters",
  submit: "Log in",
  demoHint:
    "Demo accounts: admin / 123456, operator / 123456; finance / 123456 needs a one-time code (its key: see npm start's output)",
  secondStep: {
    verifyTitle: "Enter your one-time code",
    verifyHint:
      "Open your authenticator app and enter the 6-digit code it shows. Without it, enter one of your recovery codes.",
    bindTitle: "Set up your authenticator",
    bindHint:
      "Your role signs in with a one-time code. Scan the QR code with an authenticator app, or type the key below, then enter the 6-digit code the app shows.",
    keyLabel: "Key",
    code: "Code",
    codePlaceholder: "6-digit code or recovery code",
    bindCodePlaceholder: "6-digit code",
    codeRequired: "Please enter the code",
    codeDigits: "Please enter the 6-digit code",
    confirm: "Verify",
    back: "Back to sign-in",
    recoveryTitle: "Save your recovery codes",
    recoveryHint:
      "Each recovery code works once, in place of a code when your authenticator is not at hand. They are shown only now: save them somewhere safe.",
    copy: "Copy all",
    copied: "Copied",
    continue: "I have saved them, continue",
  },
  stepUp: {
    title: "Confirm it is you",
    hint: "This action needs a one-time code from the last 5 minutes.",
    confirm: "Confirm",
  },
};
export default en;
