import { describe, expect, it } from "vitest";
import { flowCodeIn } from "./wallet-dicts";
import { DICTS } from ".";

const label = (code: unknown) => DICTS.walletFlowCode.entries[String(code)];

describe("flowCodeIn", () => {
  it("words a record by its currency: an RMB refund under 10013 reads as the RMB refund", () => {
    expect(flowCodeIn(10013, "RMB")).toBe("10014");
    expect(label(flowCodeIn(10013, "RMB"))).toMatchObject({ zh: "人民币提现驳回", en: "RMB withdrawal rejected" });
    expect(flowCodeIn(10003, "RMB")).toBe("10004");
    expect(flowCodeIn(10012, "RMB")).toBe("10004");
    expect(flowCodeIn("10001", "RMB")).toBe("10002");
    expect(flowCodeIn(10014, "USDT")).toBe("10013");
    expect(flowCodeIn(10002, "USDT")).toBe("10001");
  });
  it("leaves a code that already names the record's currency, or names none, as it is", () => {
    expect(flowCodeIn(10013, "USDT")).toBe(10013);
    expect(flowCodeIn(10014, "RMB")).toBe(10014);
    expect(flowCodeIn(110001, "RMB")).toBe(110001);
    expect(flowCodeIn(10013, null)).toBe(10013);
  });
  it("every code that names a currency names it in both languages", () => {
    for (const code of ["10001", "10003", "10012", "10013"]) {
      expect(label(code)?.en, code).toContain("USDT");
      expect(label(flowCodeIn(code, "RMB"))?.en, code).toContain("RMB");
      expect(label(flowCodeIn(code, "RMB"))?.zh, code).toContain("人民币");
    }
  });
});
