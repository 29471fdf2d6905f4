/**
 * The second step of a staff sign-in (docs/security.md, "Two-factor sign-in"): a back end that asks for a one-time code
 * answers the login with a ticket instead of the token — `verify` for a user with an authenticator, `bind` (with the
 * new key, shown once) for one who must set it up. A back end without two-factor sign-in (X-Boot) answers the token,
 * a string, and this module never comes into play.
 */
export type SecondStep =
  { twoFactor: "verify"; ticket: string } | { twoFactor: "bind"; ticket: string; key: string; otpauthUri: string };

/** The answer of a finished binding: the session's token and the recovery codes, shown once. */
export interface Bound {
  token: string;
  recoveryCodes: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const isText = (value: unknown): value is string => typeof value === "string" && value !== "";

/** The second step a login answered, or null when the answer is anything else (a token). */
export function secondStepOf(result: unknown): SecondStep | null {
  if (!isRecord(result) || !isText(result.ticket)) return null;
  if (result.twoFactor === "verify") return { twoFactor: "verify", ticket: result.ticket };
  if (result.twoFactor === "bind" && isText(result.key) && isText(result.otpauthUri))
    return { twoFactor: "bind", ticket: result.ticket, key: result.key, otpauthUri: result.otpauthUri };
  return null;
}

/** A binding's answer, checked; null when it is not one. */
export function boundOf(result: unknown): Bound | null {
  if (!isRecord(result) || !isText(result.token) || !Array.isArray(result.recoveryCodes)) return null;
  return { token: result.token, recoveryCodes: result.recoveryCodes.filter(isText) };
}

/** A key as people copy it: groups of four. */
export const groupedKey = (key: string): string => key.replace(/(.{4})(?=.)/g, "$1 ");

/** What a code field accepts: six digits, or a recovery code (`xxxxx-xxxxx`). */
export const CODE_INPUT_MAX = 11;
export const isSixDigits = (code: string): boolean => /^\d{6}$/.test(code.trim());
