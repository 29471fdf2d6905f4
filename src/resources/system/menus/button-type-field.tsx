/** A button node's buttonType (what a page's permTypes are made of): the five standard ones offered, any other typed. */
import { AutoComplete } from "antd";
import { useTranslation } from "react-i18next";
import type { Bound } from "@/resources/kit";
import { SHARED_NS } from "../shared/texts";

export const STANDARD_BUTTON_TYPES = ["view", "add", "edit", "delete", "output"] as const;

export function ButtonTypeField({ id, value, onChange, disabled }: Bound & { disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <AutoComplete
      id={id}
      value={typeof value === "string" ? value : undefined}
      onChange={(next: string) => onChange?.(next)}
      disabled={disabled}
      maxLength={30}
      options={STANDARD_BUTTON_TYPES.map((type) => ({
        value: type,
        label: `${type} · ${t(`${SHARED_NS}.permTypes.${type}`)}`,
      }))}
    />
  );
}
