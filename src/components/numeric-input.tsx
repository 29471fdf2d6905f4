/**
 * The shared numeric inputs (SPEC §2.13): numbers only, minimum 0, maximum 999999999999999, a clear icon and no
 * spin controls. Both work as Form item children (value / onChange).
 */
import { Input, type InputProps } from "antd";
import { useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { NUMERIC_MAX, onlyDigits, parseNumeric, sanitizeNumeric } from "@/lib/numeric";

type BaseProps = Omit<InputProps, "value" | "onChange" | "type" | "inputMode">;

export interface NumericInputProps extends BaseProps {
  value?: number | string | null;
  onChange?: (value: number | null) => void;
  /** Whole numbers only. */
  integer?: boolean;
  max?: number;
}

const textOf = (value: number | string | null | undefined) =>
  value === null || value === undefined ? "" : String(value);
const numberOf = (value: number | string | null | undefined) => parseNumeric(textOf(value));

/** A number from 0 to `max`; emits a number, or null when cleared. */
export function NumericInput({ value, onChange, integer, max = NUMERIC_MAX, placeholder, ...rest }: NumericInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => textOf(value));
  const [seen, setSeen] = useState(value);
  // Follow the outside value (a form reset, a record loaded) unless it is what the text already says.
  if (value !== seen) {
    setSeen(value);
    if (numberOf(value) !== parseNumeric(text)) setText(textOf(value));
  }

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = sanitizeNumeric(event.target.value, text, { integer, max });
    const amount = parseNumeric(next);
    setText(next);
    if (amount !== parseNumeric(text)) onChange?.(amount);
  };

  return (
    <Input
      allowClear
      {...rest}
      inputMode={integer ? "numeric" : "decimal"}
      placeholder={placeholder ?? t("common.placeholder.input")}
      value={text}
      onChange={handleChange}
    />
  );
}

export interface DigitsInputProps extends BaseProps {
  value?: string | number | null;
  onChange?: (value: string) => void;
}

/** Digits kept as text (phones, IDs: leading zeros matter); emits '' when cleared. */
export function DigitsInput({ value, onChange, placeholder, ...rest }: DigitsInputProps) {
  const { t } = useTranslation();
  return (
    <Input
      allowClear
      {...rest}
      inputMode="numeric"
      placeholder={placeholder ?? t("common.placeholder.input")}
      value={textOf(value)}
      onChange={(event) => onChange?.(onlyDigits(event.target.value))}
    />
  );
}
