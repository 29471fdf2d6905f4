/**
 * The shared numeric inputs (SPEC §9: 0 to 999999999999999), with a clear icon and no spin controls. Both work as
 * Form item children (value / onChange). Neither rewrites what was typed: `-1`, `12a` or a number above the maximum
 * stays in the box as typed, the box turns red, and the form's rule (numeric-rules.ts) names the limit and
 * keeps the form from being sent.
 */
import { Input, type InputProps } from "antd";
import { useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { isDigits, numericProblem, readNumeric, type NumericRules } from "@/lib/numeric";

type BaseProps = Omit<InputProps, "value" | "onChange" | "type" | "inputMode" | "min" | "max">;

/** What a numeric input holds: a number, the text as typed when it is not one, or null when blank. */
export type NumericValue = number | string | null;

export interface NumericInputProps extends BaseProps, NumericRules {
  value?: NumericValue;
  onChange?: (value: NumericValue) => void;
}

const textOf = (value: NumericValue | undefined) => (value === null || value === undefined ? "" : String(value));

/**
 * A number from `min` (default 0) to `max`; emits the number, the text as typed when it is not one, or null when
 * cleared. A value out of its limits shows red here; the form's `numericRule` says why.
 */
export function NumericInput({ value, onChange, integer, min, max, placeholder, status, ...rest }: NumericInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => textOf(value));
  const [seen, setSeen] = useState(value);
  // Follow the outside value (a form reset, a record loaded) unless it is what the text already says.
  if (value !== seen) {
    setSeen(value);
    if ((value ?? null) !== readNumeric(text)) setText(textOf(value));
  }

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setText(next);
    const read = readNumeric(next);
    if (read !== readNumeric(text)) onChange?.(read);
  };
  const refused = numericProblem(readNumeric(text), { integer, min, max }) !== null;

  return (
    <Input
      allowClear
      {...rest}
      status={refused ? "error" : status}
      aria-invalid={refused || undefined}
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

/** Digits kept as text (phones, IDs: leading zeros matter), as typed; anything else shows red (`digitsRule` says why). */
export function DigitsInput({ value, onChange, placeholder, status, ...rest }: DigitsInputProps) {
  const { t } = useTranslation();
  const text = value === null || value === undefined ? "" : String(value);
  const refused = !isDigits(text);
  return (
    <Input
      allowClear
      {...rest}
      status={refused ? "error" : status}
      aria-invalid={refused || undefined}
      inputMode="numeric"
      placeholder={placeholder ?? t("common.placeholder.input")}
      value={text}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}
