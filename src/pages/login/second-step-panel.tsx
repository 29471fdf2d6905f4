/**
 * The second step of a two-factor sign-in (session/second-step.ts), shown in the login panel in place of the password
 * form: a one-time code for `verify`; for `bind` the new key as a QR code and as text, its first code, then the
 * recovery codes, shown once. Loaded only when a back end asks for it: the login route's budget stays as it was.
 */
import Button from "antd/es/button";
import Input from "antd/es/input/Input";
import { QRCodeSVG } from "qrcode.react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ConsoleAuthProvider, LoginOutcome } from "@/providers/auth-provider";
import { CODE_INPUT_MAX, groupedKey, isSixDigits, type SecondStep } from "@/providers/session/second-step";

interface Props {
  step: SecondStep;
  auth: ConsoleAuthProvider;
  /** Signed in: on to the console. */
  onSignedIn: (outcome: LoginOutcome) => void;
  /** Back to the password form (the ticket expired, or the user chose to). */
  onBack: () => void;
}

function RecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(codes.join("\n")).then(
      () => setCopied(true),
      () => undefined,
    );
  return (
    <div data-testid="recovery-codes">
      <h2 className="login-step-title">{t("auth.secondStep.recoveryTitle")}</h2>
      <p className="login-step-hint">{t("auth.secondStep.recoveryHint")}</p>
      <ol className="login-recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Button block onClick={copy}>
        {copied ? t("auth.secondStep.copied") : t("auth.secondStep.copy")}
      </Button>
      <Button type="primary" block className="login-step-continue" onClick={onContinue}>
        {t("auth.secondStep.continue")}
      </Button>
    </div>
  );
}

export default function SecondStepPanel({ step, auth, onSignedIn, onBack }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [bound, setBound] = useState<LoginOutcome>();
  const binding = step.twoFactor === "bind";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    const problem = !typed
      ? "auth.secondStep.codeRequired"
      : binding && !isSixDigits(typed)
        ? "auth.secondStep.codeDigits"
        : undefined;
    setError(problem);
    if (problem || pending) return;
    setPending(true);
    const outcome = binding
      ? await auth.bindSecondStep(step.ticket, typed)
      : await auth.verifySecondStep(step.ticket, typed);
    setPending(false);
    // A refusal has been shown by the http client; what was typed stays for a correction.
    if (!outcome.success) return;
    if (outcome.recoveryCodes?.length) setBound(outcome);
    else onSignedIn(outcome);
  };

  if (bound) return <RecoveryCodes codes={bound.recoveryCodes ?? []} onContinue={() => onSignedIn(bound)} />;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="second-step-form">
      <h2 className="login-step-title">
        {binding ? t("auth.secondStep.bindTitle") : t("auth.secondStep.verifyTitle")}
      </h2>
      <p className="login-step-hint">{binding ? t("auth.secondStep.bindHint") : t("auth.secondStep.verifyHint")}</p>
      {step.twoFactor === "bind" && (
        <div className="login-step-key">
          <QRCodeSVG value={step.otpauthUri} size={160} />
          <div>
            {t("auth.secondStep.keyLabel")}: <code data-testid="totp-key">{groupedKey(step.key)}</code>
          </div>
        </div>
      )}
      <div className="login-field">
        <label htmlFor="otp-code">{t("auth.secondStep.code")}</label>
        <Input
          id="otp-code"
          autoFocus
          autoComplete="one-time-code"
          inputMode={binding ? "numeric" : "text"}
          maxLength={binding ? 6 : CODE_INPUT_MAX}
          placeholder={binding ? t("auth.secondStep.bindCodePlaceholder") : t("auth.secondStep.codePlaceholder")}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          status={error ? "error" : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby="otp-code-error"
        />
        <div className="login-field-error" id="otp-code-error" role={error ? "alert" : undefined}>
          {error ? t(error) : undefined}
        </div>
      </div>
      <Button type="primary" htmlType="submit" block loading={pending}>
        {t("auth.secondStep.confirm")}
      </Button>
      <Button type="link" block onClick={onBack}>
        {t("auth.secondStep.back")}
      </Button>
    </form>
  );
}
