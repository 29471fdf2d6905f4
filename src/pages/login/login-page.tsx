/**
 * Login: required fields, the server's message on failure (shown by the http client), home on success.
 *
 * Budget: the login route is the first thing every staff member loads, so it stays on antd's
 * Input and Button only. Two required fields do not need antd's Form (rc-field-form, async-validator, grid and
 * tooltip): the small controlled form below validates on submit and on edit, marks the field with
 * antd's error status and shows the message under it, and keeps what was typed on failure.
 */
import Button from "antd/es/button";
import Input from "antd/es/input/Input";
import Password from "antd/es/input/Password";
import { LockOutlined, UserOutlined } from "@ant-design/icons";
import { Suspense, useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { useStableNavigate } from "@/lib/route-hooks";
import { safeRedirect } from "@/lib/redirect";
import { useTranslation } from "react-i18next";
import { notify } from "@/lib/notify";
import { lazyPage, withChunkTimeout } from "@/lib/chunk-timeout";
import type { LoginOutcome, LoginValues } from "@/providers/auth-provider";
import type { SecondStep } from "@/providers/session/second-step";
import { LanguageSwitch } from "@/components/language-switch";
import { PASSWORD_INPUT_MAX } from "@/lib/password-rules";
import { useProductName } from "@/providers/product-name";
import { loginShown, loginSubmitted } from "@/lib/login-preload";
import "./login.css";

type AuthProvider = (typeof import("@/providers/auth-instance"))["authProvider"];
/** The second step of a two-factor sign-in: only loaded when a back end asks for one. */
const SecondStepPanel = lazyPage(() => import("./second-step-panel"));

let auth: Promise<AuthProvider> | undefined;
const importAuth = withChunkTimeout(() => import("@/providers/auth-instance"));
/**
 * The authProvider and its http client (axios) load when the user first reaches into the form (focus, a pointer or a
 * key), not before it shows: the form is on screen without them, they arrive while the user types, and a submit
 * waits for them. A failed load is tried again on the next submit.
 */
export function loadAuth(): Promise<AuthProvider> {
  auth ??= importAuth().then(
    (module) => module.authProvider,
    (error: unknown) => {
      auth = undefined;
      throw error;
    },
  );
  return auth;
}

type Field = keyof LoginValues;
const REQUIRED_KEYS: Record<Field, string> = { username: "auth.usernameRequired", password: "auth.passwordRequired" };

/** The required-field errors of the values (message keys), per field; empty when the form may be sent. */
export function loginErrors(values: LoginValues): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(REQUIRED_KEYS) as Field[])
    if (!values[field].trim()) errors[field] = REQUIRED_KEYS[field];
  return errors;
}

function FieldRow({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="login-field">
      <label htmlFor={id}>{label}</label>
      {children}
      <div className="login-field-error" id={`${id}-error`} role={error ? "alert" : undefined}>
        {error}
      </div>
    </div>
  );
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  const [query] = useSearchParams();
  const [values, setValues] = useState<LoginValues>({ username: "", password: "" });
  const [touched, setTouched] = useState(false);
  const [isPending, setPending] = useState(false);
  const [second, setSecond] = useState<{ step: SecondStep; auth: AuthProvider }>();
  const errors = touched ? loginErrors(values) : {};
  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const prepare = () => void loadAuth().catch(() => undefined);
  // The console's code comes while the user types (src/lib/login-preload.ts).
  useEffect(() => loginShown(), []);

  // Refine is not loaded on this page (bundle budget): the authProvider is called directly.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(loginErrors(values)).length > 0 || isPending) return;
    setPending(true);
    loginSubmitted();
    const authProvider = await loadAuth().catch(() => null);
    if (!authProvider) {
      // The client could not be fetched (the network): what was typed stays; the next submit tries again.
      setPending(false);
      notify.error(t("errors.timeout"));
      return;
    }
    const outcome = await authProvider.login(values);
    setPending(false);
    if (outcome.secondStep) setSecond({ step: outcome.secondStep, auth: authProvider });
    else if (outcome.success) signedIn(outcome);
  };
  // Back to the page the user was sent away from (a deep link, a 401 mid-task), else home.
  const signedIn = (outcome: LoginOutcome) =>
    navigate(safeRedirect(query.get("redirect")) ?? outcome.redirectTo ?? "/", { replace: true });
  const product = useProductName();
  const fieldError = (field: Field) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <div className="login-screen">
      <div className="login-language">
        <LanguageSwitch />
      </div>
      <main className="login-panel">
        <div className="login-head">
          <img src="logo.svg" alt="" width={48} height={48} />
          <h1 className="login-title">{t("auth.title")}</h1>
          <p className="login-subtitle">{t("auth.subtitle", { product })}</p>
        </div>
        {second ? (
          <Suspense fallback={null}>
            <SecondStepPanel
              step={second.step}
              auth={second.auth}
              onSignedIn={signedIn}
              onBack={() => setSecond(undefined)}
            />
          </Suspense>
        ) : (
          <form
            onSubmit={(event) => void submit(event)}
            onFocus={prepare}
            onPointerDown={prepare}
            onKeyDown={prepare}
            noValidate
            data-testid="login-form"
          >
            <FieldRow id="username" label={t("auth.username")} error={fieldError("username")}>
              <Input
                id="username"
                prefix={<UserOutlined />}
                autoComplete="username"
                maxLength={50}
                placeholder={t("auth.username")}
                value={values.username}
                onChange={change("username")}
                status={errors.username ? "error" : undefined}
                aria-invalid={Boolean(errors.username)}
                aria-describedby="username-error"
              />
            </FieldRow>
            <FieldRow id="password" label={t("auth.password")} error={fieldError("password")}>
              <Password
                id="password"
                prefix={<LockOutlined />}
                autoComplete="current-password"
                maxLength={PASSWORD_INPUT_MAX}
                placeholder={t("auth.passwordPlaceholder")}
                value={values.password}
                onChange={change("password")}
                status={errors.password ? "error" : undefined}
                aria-invalid={Boolean(errors.password)}
                aria-describedby="password-error"
              />
            </FieldRow>
            <Button type="primary" htmlType="submit" block loading={isPending}>
              {t("auth.submit")}
            </Button>
          </form>
        )}
        <p className="login-hint">{t("auth.demoHint")}</p>
      </main>
    </div>
  );
}
