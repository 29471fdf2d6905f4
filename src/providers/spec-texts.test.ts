// @vitest-environment jsdom
/**
 * SPEC §8's texts as the user reads them: the real catalogues, through the real i18n instance, in both languages.
 * The provider tests pass a `t` that echoes its key, so without this file a changed or lost Chinese text (the spec's
 * own words) would pass every test.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, setLanguage, t } from "@/i18n";
import type { Language } from "@/i18n/detect";
import { outcomeForCode, outcomeForTransport } from "./error-catalogue";
import { createHttpClient } from "./http";

/**
 * key → [zh-CN as SPEC §8 quotes it, en-US as the console says it: the spec's English where it quotes one (§2.11,
 * §2.12, §8: the confirmations verbatim, docs/decisions/lists.md), else its gloss where it reads as English.
 */
const SPEC_8: Record<string, [string, string]> = {
  "errors.unknownRelogin": ["未知错误，请重新登录", "Unknown error, please log in again"],
  "errors.unknown": ["未知错误", "Unknown error"],
  "errors.timeout": ["请求超时", "Request timed out"],
  "errors.versionCheckFailed": ["版本检测失败，请重试", "Version check failed, please retry"],
  "shell.alreadyOnPage": ["当前已在该页面菜单", "Already on this page"],
  "common.review.reasonRequired": ["拒绝原因不能为空", "Rejection reason cannot be empty"],
  "common.export.empty": ["没有可导出的数据", "No data to export"],
  "common.confirmTitle": ["温馨提示", "Friendly reminder"],
  "common.confirmations.delete": [
    "删除后无法恢复，请谨慎操作!",
    "After deletion it cannot be recovered, please operate carefully!",
  ],
  "common.confirmations.approve": ["确认审核通过吗？", "Confirm approval?"],
  "common.messages.operationSucceeded": ["操作成功", "Operation succeeded"],
  "common.messages.deleted": ["删除成功", "Deleted successfully"],
  "common.messages.cancelled": ["取消成功", "Cancelled"],
  "common.messages.passwordChanged": ["修改密码成功", "Password changed"],
};

let before: Language;
beforeAll(() => {
  before = i18n.language as Language;
});
afterAll(async () => {
  await setLanguage(before);
});

describe.each([
  ["zh-CN", 0],
  ["en-US", 1],
] as const)("SPEC §8 texts in %s", (language, column) => {
  beforeAll(async () => {
    await setLanguage(language);
  });

  it.each(Object.entries(SPEC_8))("%s", (key, texts) => {
    expect(t(key)).toBe(texts[column]);
  });

  it("the version modal and the export confirmation carry their values", () => {
    const version = t("errors.newVersion", { version: "1.2.3" });
    const rows = t("common.export.confirm", { count: 42 });
    if (language === "zh-CN") {
      expect(version).toBe("检测到新的版本:1.2.3，请刷新页面以更新内容！");
      expect(rows).toBe("共需导出 42 条数据，确认导出吗？");
    } else {
      expect(version).toContain("1.2.3");
      expect(rows).toBe("Total rows to export: 42, confirm export?");
    }
  });

  it("the catalogue answers with these texts when the server gives none", () => {
    expect(outcomeForCode(401, "", t)).toEqual({ kind: "unauthorized", message: t("errors.unknownRelogin") });
    expect(outcomeForCode(403, null, t)).toEqual({ kind: "error", message: SPEC_8["errors.unknown"][column] });
    expect(outcomeForCode(500, undefined, t)).toEqual({ kind: "error", message: SPEC_8["errors.unknown"][column] });
    expect(outcomeForTransport({ code: "timeout" }, t)).toEqual({
      kind: "error",
      message: SPEC_8["errors.timeout"][column],
    });
  });

  it("a 401 with no message shows the spec's relogin text to the user, once", async () => {
    const shown: string[] = [];
    const transport = async () => ({ status: 200, data: { code: 401, success: false } });
    const http = createHttpClient({
      t,
      getToken: () => "tok",
      showError: (text) => shown.push(text),
      clearSession: vi.fn(),
      isOnLogin: () => false,
      goToLogin: vi.fn(),
      transport,
    });
    await Promise.allSettled([http.get("/a"), http.get("/b"), http.get("/c")]);
    expect(shown).toEqual([language === "zh-CN" ? "未知错误，请重新登录" : "Unknown error, please log in again"]);
  });
});
