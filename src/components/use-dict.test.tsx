import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderHook, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import type { ReactNode } from "react";
import { createTestI18n, type TestLanguage } from "../../tests/unit/render-with-i18n";
import { dictLabel, useDict } from "./use-dict";
import { DICTS } from "@contract/dicts";
import { loadDict, setDictSource, type DictSource } from "./dict-store";

const source = vi.fn<DictSource>();

function hook(id: Parameters<typeof useDict>[0], lang: TestLanguage = "zh-CN") {
  const i18n = createTestI18n(lang);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useDict(id), { wrapper });
}

beforeEach(() => {
  source.mockReset();
  setDictSource(source);
});
afterEach(() => setDictSource(null));

describe("useDict", () => {
  it("gives the console's list at once, then the server's zh-CN titles and extra codes under the server's type name", async () => {
    source.mockResolvedValue([
      { value: 1, title: "等待审核" },
      { value: "9", title: "已冻结" },
    ]);
    const { result } = hook("shopApplicationStatus");
    expect(result.current.loading).toBe(true);
    expect(result.current.labelOf(1)).toBe("待审核");
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(source).toHaveBeenCalledWith("shopApplyStatus");
    expect(result.current.labelOf("1")).toBe("等待审核");
    expect(result.current.labelOf(9)).toBe("已冻结");
    expect(result.current.colorOf(9)).toBe("default");
    expect(result.current.options.map((option) => option.value)).toEqual(["0", "1", "2", "3", "4", "-1", "9"]);
  });

  it("a failed or missing server type keeps the console's list, colours and labels", async () => {
    source.mockRejectedValue(new Error("字典类型 withdrawStatus 不存在"));
    const { result } = hook("withdrawStatus");
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.options.map((option) => option.title)).toEqual(["待审核", "审核通过", "审核拒绝", "已提现"]);
    expect([1, 2, 3, 4].map(result.current.colorOf)).toEqual(["orange", "green", "red", "blue"]);
    source.mockResolvedValue(null);
    const missing = hook("exchangeStatus");
    await waitFor(() => expect(missing.result.current.loading).toBe(false));
    expect(missing.result.current.labelOf(5)).toBe("取消订单");
  });

  it("in en-US keeps the console's English for known codes", async () => {
    source.mockResolvedValue([
      { value: 1, title: "等待审核" },
      { value: 9, title: "已冻结" },
    ]);
    const { result } = hook("withdrawStatus", "en-US");
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.labelOf(1)).toBe("Pending review");
    expect(result.current.labelOf(9)).toBe("已冻结");
  });

  it("an unknown code has no label and the missing-code colour green", async () => {
    source.mockResolvedValue([]);
    const { result } = hook("withdrawStatus");
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.labelOf("7")).toBeUndefined();
    expect(result.current.labelOf(null)).toBeUndefined();
    expect(result.current.colorOf("7")).toBe("green");
  });

  it("asks the server once per session; a failure is asked again on the next mount", async () => {
    source.mockResolvedValue([]);
    const first = hook("taskClaimStatus");
    const second = hook("taskClaimStatus");
    await waitFor(() => expect(first.result.current.loading || second.result.current.loading).toBe(false));
    hook("taskClaimStatus");
    expect(source).toHaveBeenCalledTimes(1);

    source.mockRejectedValueOnce(new Error("down"));
    const failed = hook("trc20Status");
    await waitFor(() => expect(failed.result.current.loading).toBe(false));
    source.mockResolvedValue([{ value: 1, title: "可用" }]);
    const retried = hook("trc20Status");
    await waitFor(() => expect(retried.result.current.labelOf(1)).toBe("可用"));
    expect(source).toHaveBeenCalledTimes(3);
  });

  it("without a dictionary id or a source there is nothing to wait for", () => {
    expect(hook(undefined).result.current).toMatchObject({ options: [], loading: false });
    setDictSource(null);
    const { result } = hook("teamLevel");
    expect(source).not.toHaveBeenCalled();
    expect(result.current.labelOf(6)).toBe("联合创始人");
  });
});

describe("dictLabel (CSV)", () => {
  it("labels synchronously from what is loaded, in the given language; unknown codes stay raw", async () => {
    source.mockResolvedValue([{ value: 2, title: "已经通过" }]);
    expect(dictLabel("withdrawStatus", 2, "zh-CN")).toBe("审核通过");
    await loadDict(DICTS.withdrawStatus);
    expect(dictLabel("withdrawStatus", 2, "zh-CN")).toBe("已经通过");
    expect(dictLabel("withdrawStatus", "2", "en-US")).toBe("Approved");
    expect(dictLabel("withdrawStatus", 7, "en-US")).toBe("7");
    expect(dictLabel("withdrawStatus", null, "en-US")).toBe("");
  });
});
