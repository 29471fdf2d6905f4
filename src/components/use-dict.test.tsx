import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderHook, waitFor } from "@testing-library/react";

const get = vi.fn();
vi.mock("./http-port", () => ({ http: { get: (...args: unknown[]) => get(...args) } }));

const { clearDictCache, loadDict, useDict } = await import("./use-dict");

const statusOptions = [
  { value: 1, title: "待审核" },
  { value: "2", title: "已通过" },
];

beforeEach(() => {
  get.mockReset();
  clearDictCache();
});

describe("useDict", () => {
  it("loads the options by type and labels codes as strings", async () => {
    get.mockResolvedValue({ code: 200, result: statusOptions });
    const { result } = renderHook(() => useDict("withdrawStatus"));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(get).toHaveBeenCalledWith("/xboot/dictData/getByType/withdrawStatus");
    expect(result.current.options).toEqual(statusOptions);
    expect(result.current.labelOf("1")).toBe("待审核");
    expect(result.current.labelOf(2)).toBe("已通过");
    expect(result.current.labelOf("9")).toBeUndefined();
    expect(result.current.labelOf(null)).toBeUndefined();
  });

  it("loads each type once per session", async () => {
    get.mockResolvedValue({ code: 200, result: statusOptions });
    const first = renderHook(() => useDict("a"));
    const second = renderHook(() => useDict("a"));
    await waitFor(() => expect(second.result.current.loading).toBe(false));
    await waitFor(() => expect(first.result.current.loading).toBe(false));
    await loadDict("a");
    expect(get).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed load so it can be retried", async () => {
    get.mockRejectedValueOnce(new Error("down"));
    const failed = renderHook(() => useDict("b"));
    await waitFor(() => expect(failed.result.current.loading).toBe(false));
    expect(failed.result.current.options).toEqual([]);
    get.mockResolvedValue({ code: 200, result: statusOptions });
    const retried = renderHook(() => useDict("b"));
    await waitFor(() => expect(retried.result.current.options).toEqual(statusOptions));
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("treats a missing result as an empty list", async () => {
    get.mockResolvedValue({ code: 200, result: null });
    expect(await loadDict("c")).toEqual([]);
  });
});

describe("dictionary titles by language", () => {
  it("en-US takes the console's English for a listed entry and keeps the server's title otherwise", async () => {
    const { localizeDict } = await import("./use-dict");
    const catalogue: Record<string, string> = { "dict.withdrawStatus.1": "Pending review" };
    const translate = (key: string) => catalogue[key] ?? key;
    const options = [{ value: 1, title: "待审核" }, { value: 9, title: "新状态" }];
    expect(localizeDict("withdrawStatus", options, "en-US", translate).map((o) => o.title)).toEqual(["Pending review", "新状态"]);
    expect(localizeDict("withdrawStatus", options, "zh-CN", translate).map((o) => o.title)).toEqual(["待审核", "新状态"]);
    expect(localizeDict("withdrawStatus", options, "en-US", translate).map((o) => o.value)).toEqual([1, 9]);
  });
});
