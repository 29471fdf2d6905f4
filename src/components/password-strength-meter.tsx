/** The strength of a password being typed: a bar at 33 / 66 / 100 % labelled weak / medium / strong. */
import { Progress, theme } from "antd";
import { useTranslation } from "react-i18next";
import { passwordStrength, type StrengthLevel } from "@/lib/password-strength";

export interface PasswordStrengthMeterProps {
  value: string | null | undefined;
}

type Shown = Exclude<StrengthLevel, "none">;

export function PasswordStrengthMeter({ value }: PasswordStrengthMeterProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const strength = passwordStrength(value);
  if (strength.level === "none") return null;
  const colors: Record<Shown, string> = {
    weak: token.colorError,
    medium: token.colorWarning,
    strong: token.colorSuccess,
  };
  const label = t(`components.passwordStrength.${strength.level}`);
  return (
    <Progress
      percent={strength.percent}
      strokeColor={colors[strength.level]}
      size="small"
      status="normal"
      aria-label={t("components.passwordStrength.label")}
      format={() => label}
    />
  );
}
