/** Password strength (SPEC §5 "Strength score" and "Strength bands"); the score is sent as passStrength. */
export type StrengthLevel = "none" | "weak" | "medium" | "strong";

export interface PasswordStrength {
  score: number;
  level: StrengthLevel;
  percent: 0 | 33 | 66 | 100;
}

export const STRENGTH_BONUS_LENGTH = 10;

/** One point each for a digit, a lowercase letter, an uppercase letter, a non-word character, length >= 10. */
export function passwordScore(password: string | null | undefined): number {
  if (!password) return 0;
  const checks = [/\d/, /[a-z]/, /[A-Z]/, /\W/];
  const points = checks.filter((pattern) => pattern.test(password)).length;
  return points + (password.length >= STRENGTH_BONUS_LENGTH ? 1 : 0);
}

/** Empty: none; score <= 1: weak (33%); 2–4: medium (66%); 5: strong (100%). */
export function passwordStrength(password: string | null | undefined): PasswordStrength {
  if (!password) return { score: 0, level: "none", percent: 0 };
  const score = passwordScore(password);
  if (score <= 1) return { score, level: "weak", percent: 33 };
  if (score <= 4) return { score, level: "medium", percent: 66 };
  return { score, level: "strong", percent: 100 };
}
