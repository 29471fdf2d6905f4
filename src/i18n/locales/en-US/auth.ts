import type zh from "../zh-CN/auth";
import type { Catalogue } from "../../catalogue";

const en: Catalogue<typeof zh> = {
  title: "Log in",
  subtitle: "{{product}} admin console",
  username: "Username",
  password: "Password",
  usernameRequired: "Please enter the username",
  passwordRequired: "Please enter the password",
  passwordPlaceholder: "Password, 6-20 characters",
  submit: "Log in",
  demoHint: "Demo accounts: admin / 123456, operator / 123456",
};
export default en;
