/**
 * Asks for a fresh one-time code when the back end wants one before an action (lib/step-up.ts): the refused action's
 * message, a code field (numeric keyboard), Confirm sends it to `/xboot/user/twoFactor/stepUp`. A wrong code is shown
 * by the http client and the dialog stays with what was typed; Cancel leaves the action undone.
 */
import { session } from "@contract/session";
import { Input, Modal } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { registerStepUpHost } from "@/lib/step-up";
import { http } from "@/providers/http-instance";
import { isSixDigits } from "@/providers/session/second-step";

/**
 * Above the dialog that sent the action: the console's confirmations (Modal.confirm through lib/notify) stand at
 * 2000, and the code is asked while one of them waits for its action.
 */
const ABOVE_CONFIRMATIONS = 2100;

interface Asking {
  message: string;
  resolve: (given: boolean) => void;
}

export default function StepUpHost() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Asking>();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const current = useRef<Asking | undefined>(undefined);
  useEffect(
    () =>
      registerStepUpHost(
        (message) =>
          new Promise<boolean>((resolve) => {
            current.current?.resolve(false);
            const next = { message, resolve };
            current.current = next;
            setCode("");
            setError(undefined);
            setAsking(next);
          }),
      ),
    [],
  );
  const close = (given: boolean) => {
    asking?.resolve(given);
    current.current = undefined;
    setAsking(undefined);
  };
  const confirm = async () => {
    if (!isSixDigits(code)) return setError(t("auth.secondStep.codeDigits"));
    setPending(true);
    try {
      await http.postForm(session.stepUp.path, { code: code.trim() });
      close(true);
    } catch {
      // Shown by the http client; the code stays for a correction.
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      open={asking !== undefined}
      title={t("auth.stepUp.title")}
      okText={t("auth.stepUp.confirm")}
      confirmLoading={pending}
      onOk={() => void confirm()}
      onCancel={() => close(false)}
      destroyOnHidden
      zIndex={ABOVE_CONFIRMATIONS}
    >
      <p>{asking?.message}</p>
      <p>{t("auth.stepUp.hint")}</p>
      <Input
        autoFocus
        data-testid="step-up-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t("auth.secondStep.bindCodePlaceholder")}
        aria-label={t("auth.secondStep.code")}
        value={code}
        status={error ? "error" : undefined}
        onChange={(event) => setCode(event.target.value)}
        onPressEnter={() => void confirm()}
      />
      {error && <div role="alert">{error}</div>}
    </Modal>
  );
}
