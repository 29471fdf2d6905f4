/**
 * The pure half of the manual balance and points operations' check: which balance a form moves, by how much, what it
 * leaves (in exact cents for money), the amount's rule that refuses a debit above the balance, the confirmation that
 * restates it all, and the payload without the looked-up member. The panel that shows it is member-balance.tsx.
 */
import { dictLabel } from "@/components/use-dict";
import { addMoney, formatMoney, toAmount } from "@contract/money";
import { numericProblem } from "@/lib/numeric";
import type { Params } from "@/providers/http";
import { fieldLabelKeys, memberText, type FormValues, type ConfirmFact, type ConfirmSpec } from "@/resources/kit";

/** A manual amount: above 0, up to 12 integer digits and 2 decimals, kept as text so it stays exact. */
export const AMOUNT = /^(?!0+(\.0+)?$)\d{1,12}(\.\d{1,2})?$/;
/** Manual points: whole, 1 to 100000000 (the server's bounds). */
export const POINTS_RULES = { integer: true, min: 1, max: 100000000 } as const;

/** The form value holding the member looked up by its ID (not sent: `withoutLookup`). */
export const LOOKUP_FIELD = "member";

export interface MemberBalance {
  id: number;
  realName: string | null;
  phone: string | null;
  usdtBalance: number;
  rmbBalance: number;
  score: number;
}

export type MemberLookup =
  | { state: "idle" }
  | { state: "loading"; uid: string }
  | { state: "found"; uid: string; member: MemberBalance }
  | { state: "missing"; uid: string }
  | { state: "failed"; uid: string };

/** Money (a currency field, types 1 credit / 2 debit, a text amount) or points (types 3 add / 4 deduct, `score`). */
export interface BalanceCheck {
  namespace: string;
  kind: "money" | "points";
}

const DEBIT = { money: 2, points: 4 } as const;
const AMOUNT_FIELD = { money: "amount", points: "score" } as const;

export const uidOf = (values: FormValues): string =>
  typeof values.uid === "string" || typeof values.uid === "number" ? String(values.uid).trim() : "";

/** The lookup held by the form, when it is for the ID now typed. */
export function lookupOf(values: FormValues): MemberLookup {
  const lookup = values[LOOKUP_FIELD] as MemberLookup | undefined;
  if (!lookup || lookup.state === "idle" || lookup.uid !== uidOf(values)) return { state: "idle" };
  return lookup;
}

/** The signed change a valid amount makes, or null while the amount is not (yet) one. */
function changeOf(check: BalanceCheck, values: FormValues): number | null {
  const typed = values[AMOUNT_FIELD[check.kind]];
  const valid =
    check.kind === "money"
      ? typeof typed === "string" && AMOUNT.test(typed.trim())
      : typeof typed === "number" && numericProblem(typed, POINTS_RULES) === null;
  const amount = valid ? toAmount(typed) : null;
  if (amount === null) return null;
  return values.type === DEBIT[check.kind] ? -amount : amount;
}

export interface Move {
  member: MemberBalance | null;
  /** The balance now in the form's currency (or the points), when the member was read. */
  before: number | null;
  /** The balance after the operation, exactly; null until both the balance and a valid amount are known. */
  after: number | null;
}

export function moveOf(check: BalanceCheck, values: FormValues): Move {
  const lookup = lookupOf(values);
  const member = lookup.state === "found" ? lookup.member : null;
  let before: number | null = null;
  if (member && check.kind === "points") before = member.score;
  if (member && check.kind === "money" && values.currency === "USDT") before = member.usdtBalance;
  if (member && check.kind === "money" && values.currency === "RMB") before = member.rmbBalance;
  const change = changeOf(check, values);
  const after =
    before === null || change === null ? null : check.kind === "money" ? addMoney(before, change) : before + change;
  return { member, before, after };
}

/** The amount's rule: a debit above the balance read is refused before anything is sent (the server refuses it too). */
export function debitWithinBalance(check: BalanceCheck) {
  return (_value: unknown, values: FormValues): string | undefined => {
    const { after } = moveOf(check, values);
    return after !== null && after < 0 ? `${check.namespace}.balanceCheck.debitTooLarge` : undefined;
  };
}

/** A balance as shown: money with 2 decimals and separators, points as whole numbers. */
export const showBalance = (check: BalanceCheck, value: number | null): string =>
  check.kind === "money" ? formatMoney(value) : value === null ? "--" : value.toLocaleString("en-US");

/**
 * The confirmation of a manual operation: member, currency, operation, amount, and the balance before → after (or
 * that it could not be read). Shown after the form validates, before the call.
 */
export function balanceConfirm(check: BalanceCheck) {
  return (values: FormValues): ConfirmSpec => {
    const ns = check.namespace;
    const { member, before, after } = moveOf(check, values);
    const fact = (key: string, value: string, labelKey: string | string[] = fieldLabelKeys(ns, key)): ConfirmFact => ({
      key,
      labelKey,
      value,
    });
    const amount = values[AMOUNT_FIELD[check.kind]];
    const facts: ConfirmFact[] = [fact("member", memberText(uidOf(values), member?.realName, member?.phone))];
    if (check.kind === "money") facts.push(fact("currency", dictLabel("walletType", values.currency)));
    facts.push({
      key: "direction",
      labelKey: fieldLabelKeys(ns, check.kind === "money" ? "direction" : "type"),
      valueKey: `${ns}.balanceCheck.${values.type === DEBIT[check.kind] ? "debit" : "credit"}`,
    });
    facts.push(
      fact(
        AMOUNT_FIELD[check.kind],
        check.kind === "money"
          ? `${formatMoney(amount)} ${String(values.currency)}`
          : showBalance(check, toAmount(amount)),
      ),
    );
    facts.push(
      before === null
        ? { key: "balance", labelKey: `${ns}.balanceCheck.balance`, valueKey: `${ns}.balanceCheck.unknown` }
        : fact("balance", `${showBalance(check, before)} → ${showBalance(check, after)}`, `${ns}.balanceCheck.balance`),
    );
    if (typeof values.remark === "string") facts.push(fact("remark", values.remark.trim()));
    return { textKey: `${ns}.balanceCheck.confirm`, facts };
  };
}

/** The request body: the form's values without the looked-up member. */
export function withoutLookup(values: FormValues): Params {
  const { [LOOKUP_FIELD]: _lookup, ...rest } = values;
  return rest as Params;
}
