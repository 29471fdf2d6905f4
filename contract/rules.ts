/** Validation rules both sides apply: the console's form rule and the server's check are the same pattern. */

/** A TRC20 (TRON) address: 'T' and 33 base58 characters (no 0, O, I, l). */
export const TRC20_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/** The one chain protocol a USDT address is bound under. */
export const TRC20_PROTOCOL = "TRC20";

/** A mainland mobile number: 1 and ten more digits. */
export const PHONE = /^1\d{10}$/;
