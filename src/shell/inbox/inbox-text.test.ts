import { describe, expect, it } from "vitest";
import { i18n } from "@/i18n";
import { linkRoute, messageText, relativeTime } from "./inbox-text";
import { registerInboxTexts } from "./inbox-texts";

registerInboxTexts();
const inLanguage = (lng: string) => (key: string, options?: Record<string, unknown>) =>
  i18n.t(key, { ...options, lng });
const zh = inLanguage("zh-CN");
const en = inLanguage("en-US");

const approval = {
  kind: "approvalRequested",
  params: { approvalId: 7, kind: "credit", uid: 10051, currency: "RMB", amount: "5000000.12", name: "admin" },
};

describe("a message's text", () => {
  it("words each kind from its parameters, in the reader's language", () => {
    expect(messageText(approval, zh)).toBe("admin 提交的人工加款 5,000,000.12 RMB（会员 10051）待你复核");
    expect(messageText(approval, en)).toBe(
      "admin asked for a second approval: a manual credit of 5,000,000.12 RMB (member 10051)",
    );
    const waiting = (count: number) => ({ kind: "reviewWaiting", params: { queue: "withdrawals", count, hours: 24 } });
    expect(messageText(waiting(3), zh)).toBe("提现审核有 3 条记录等待超过 24 小时");
    expect(messageText(waiting(1), en)).toBe("1 item in withdrawal review has waited longer than 24 h");
    expect(messageText(waiting(3), en)).toBe("3 items in withdrawal review have waited longer than 24 h");
    const exported = { kind: "exportFinished", params: { fileName: "a.csv", rows: 1, page: "p" } };
    expect(messageText(exported, en)).toBe("Export finished: a.csv, 1 row");
    expect(messageText(exported, zh)).toBe("导出完成：a.csv，共 1 行");
    const taken = { kind: "claimTakenBack", params: { queue: "withdrawals", itemId: 12 } };
    expect(messageText(taken, zh)).toBe("你领取的提现审核记录 12 已超时，已退回队列");
  });

  it("shows a code the console has no text for as it is, and a kind it does not know as a new message", () => {
    expect(messageText({ kind: "claimTakenBack", params: { queue: "recharges", itemId: 1 } }, en)).toContain(
      "in recharges ran out",
    );
    expect(messageText({ kind: "somethingNew", params: {} }, en)).toBe("A new message");
    expect(messageText({ kind: "toString", params: {} }, zh)).toBe("一条新消息");
  });
});

describe("a message's link", () => {
  const pages = [{ component: "finance/money-approvals", route: "/finance/approvals" }];
  it("leads to its page's route in the reader's menu, with its query", () => {
    expect(linkRoute("finance/money-approvals?uid=1&filters[0][field]=status", pages)).toBe(
      "/finance/approvals?uid=1&filters[0][field]=status",
    );
    expect(linkRoute("finance/money-approvals", pages)).toBe("/finance/approvals");
  });
  it("leads nowhere when the page is not in the menu, or there is no link", () => {
    expect(linkRoute("finance/withdraw-orders?uid=1", pages)).toBeUndefined();
    expect(linkRoute(null, pages)).toBeUndefined();
  });
});

describe("when a message came", () => {
  const now = Date.parse("2026-12-01T08:00:00Z");
  it("says how long ago, in the reader's language", () => {
    expect(relativeTime("2026-12-01T07:57:00Z", now, "en-US")).toBe("3 minutes ago");
    expect(relativeTime("2026-12-01T05:00:00Z", now, "zh-CN")).toBe("3小时前");
    expect(relativeTime("2026-11-30T08:00:00Z", now, "en-US")).toBe("yesterday");
  });
  it("says now under a minute, a clock a little ahead included, and nothing for no time", () => {
    expect(relativeTime("2026-12-01T07:59:30Z", now, "en-US")).toBe("now");
    expect(relativeTime("2026-12-01T08:00:20Z", now, "en-US")).toBe("now");
    expect(relativeTime("", now, "en-US")).toBe("");
  });
});
