import { describe, expect, it } from "vitest";
import type { FormValues } from "@/resources/kit";
import {
  balanceConfirm,
  debitWithinBalance,
  moveOf,
  withoutLookup,
  type BalanceCheck,
  type MemberLookup,
} from "./balance-check";

const MONEY: BalanceCheck = { namespace: "operationBalance", kind: "money" };
const POINTS: BalanceCheck = { namespace: "operationBalanceScore", kind: "points" };
const member = { id: 10012, realName: "张三", phone: "13800000012", usdtBalance: 1234.56, rmbBalance: 0.3, score: 500 };
const found: MemberLookup = { state: "found", uid: "10012", member };

const money = (values: FormValues): FormValues => ({
  uid: "10012",
  currency: "USDT",
  type: 1,
  member: found,
  ...values,
});
const points = (values: FormValues): FormValues => ({ uid: "10012", type: 3, member: found, ...values });

describe("moveOf", () => {
  it("reads the balance of the currency chosen and computes the balance after in exact cents", () => {
    expect(moveOf(MONEY, money({ amount: "0.07", type: 2 }))).toMatchObject({ before: 1234.56, after: 1234.49 });
    expect(moveOf(MONEY, money({ amount: "0.1", currency: "RMB" }))).toMatchObject({ before: 0.3, after: 0.4 });
    expect(moveOf(MONEY, money({ amount: "0.31", currency: "RMB", type: 2 })).after).toBe(-0.01);
  });
  it("has no after until the amount is a valid one, and no balance for another member's ID", () => {
    expect(moveOf(MONEY, money({ amount: "-5" })).after).toBeNull();
    expect(moveOf(MONEY, money({ amount: "1.005" })).after).toBeNull();
    expect(moveOf(MONEY, money({ amount: "5", uid: "10013" }))).toMatchObject({
      member: null,
      before: null,
      after: null,
    });
    expect(moveOf(MONEY, money({ amount: "5", member: { state: "failed", uid: "10012" } })).before).toBeNull();
  });
  it("moves points by whole numbers", () => {
    expect(moveOf(POINTS, points({ score: 120, type: 4 }))).toMatchObject({ before: 500, after: 380 });
    expect(moveOf(POINTS, points({ score: 120 })).after).toBe(620);
    expect(moveOf(POINTS, points({ score: "12a" })).after).toBeNull();
  });
});

describe("debitWithinBalance", () => {
  it("refuses a debit above the balance read, and only that", () => {
    const rule = debitWithinBalance(MONEY);
    expect(rule("1234.57", money({ amount: "1234.57", type: 2 }))).toBe("operationBalance.balanceCheck.debitTooLarge");
    expect(rule("1234.56", money({ amount: "1234.56", type: 2 }))).toBeUndefined();
    expect(rule("9999", money({ amount: "9999", type: 1 }))).toBeUndefined();
    // Not read: the server checks it.
    expect(rule("9999", money({ amount: "9999", type: 2, member: { state: "failed", uid: "10012" } }))).toBeUndefined();
    expect(debitWithinBalance(POINTS)(501, points({ score: 501, type: 4 }))).toBe(
      "operationBalanceScore.balanceCheck.debitTooLarge",
    );
  });
});

describe("balanceConfirm", () => {
  const shown = (check: BalanceCheck, values: FormValues) =>
    Object.fromEntries(balanceConfirm(check)(values).facts?.map((f) => [f.key, f.value ?? f.valueKey]) ?? []);
  it("restates member, currency, operation, amount, the balance before → after and the reason", () => {
    const spec = balanceConfirm(MONEY)(money({ amount: "100", type: 2, remark: " 扣回 " }));
    expect(spec.textKey).toBe("operationBalance.balanceCheck.confirm");
    expect(shown(MONEY, money({ amount: "100", type: 2, remark: " 扣回 " }))).toEqual({
      member: "10012 · 张三 · 13800000012",
      currency: "USDT",
      direction: "operationBalance.balanceCheck.debit",
      amount: "100.00 USDT",
      balance: "1,234.56 → 1,134.56",
      remark: "扣回",
    });
  });
  it("says the balance was not read rather than showing none, and names the member by ID", () => {
    const facts = shown(MONEY, money({ amount: "5", member: { state: "failed", uid: "10012" } }));
    expect(facts.member).toBe("10012");
    expect(facts.balance).toBe("operationBalance.balanceCheck.unknown");
  });
  it("points: no currency; points before → after", () => {
    expect(shown(POINTS, points({ score: 1200 }))).toEqual({
      member: "10012 · 张三 · 13800000012",
      direction: "operationBalanceScore.balanceCheck.credit",
      score: "1,200",
      balance: "500 → 1,700",
    });
  });
});

describe("withoutLookup", () => {
  it("sends the form's values without the member read", () => {
    expect(withoutLookup(money({ amount: "5", remark: "r" }))).toEqual({
      uid: "10012",
      currency: "USDT",
      type: 1,
      amount: "5",
      remark: "r",
    });
  });
});
