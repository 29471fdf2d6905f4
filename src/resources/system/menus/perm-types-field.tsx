/** A page's permTypes (its buttons): the five standard ones offered, any custom one typed (view is always kept). */
import { Select } from "antd";
import { useTranslation } from "react-i18next";
import type { Bound } from "../../dsl/form-fields";
import { SHARED_NS } from "../shared/texts";

const STANDARD = ["view", "add", "edit", "delete", "output"];

export function PermTypesField({ id, value, onChange, disabled }: Bound & { disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Select<string[]>
      id={id}
      mode="tags"
      value={Array.isArray(value) ? (value as string[]) : []}
      onChange={(next) => onChange?.(next)}
      disabled={disabled}
      tokenSeparators={[","]}
      options={STANDARD.map((type) => ({
        value: type,
        label: t(`${SHARED_NS}.permTypes.${type}`, { defaultValue: type }),
      }))}
    />
  );
}
