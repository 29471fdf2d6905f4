/**
 * The form rules of the shared numeric inputs (numeric-input.tsx): what they hold is kept as typed, so these refuse
 * what breaks the limits, with a message naming the field and the limit, and keep the form from being sent.
 */
import type { Rule } from "antd/es/form";
import { isDigits, numericProblem, type NumericProblem, type NumericRules } from "@/lib/numeric";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The message for a refused value, naming the field and the limit it breaks. */
export function numericMessage(problem: NumericProblem, label: string, t: Translate): string {
  switch (problem.kind) {
    case "number":
      return t("common.validation.number", { label });
    case "integer":
      return t("common.validation.integer", { label });
    case "min":
      return t("common.validation.min", { label, min: problem.limit });
    case "max":
      return t("common.validation.max", { label, max: problem.limit });
  }
}

/** The form rule of a numeric input: refuses what breaks its limits (blank passes; `required` is its own rule). */
export function numericRule(rules: NumericRules, label: string, t: Translate): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const problem = numericProblem(value, rules);
      if (problem) throw new Error(numericMessage(problem, label, t));
    },
  };
}

/** The form rule of a digits input: digits only (blank passes). */
export function digitsRule(label: string, t: Translate): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (!isDigits(value)) throw new Error(t("common.validation.digits", { label }));
    },
  };
}
