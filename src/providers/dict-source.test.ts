import { beforeEach, describe, expect, it, vi } from "vitest";

const get = vi.fn();
vi.mock("./http-instance", () => ({ http: { get: (...args: unknown[]) => get(...args) } }));
const { loadServerDict } = await import("./dict-source");

beforeEach(() => get.mockReset());

describe("loadServerDict", () => {
  it("asks quietly by type name and passes the options on", async () => {
    get.mockResolvedValue({ code: 200, result: [{ value: 1, title: "待审核" }] });
    expect(await loadServerDict("withdrawStatus")).toEqual([{ value: 1, title: "待审核" }]);
    expect(get).toHaveBeenCalledWith("/xboot/dictData/getByType/withdrawStatus", undefined, { quiet: true });
  });
  it("a failure or a result that is not a list is 'no dictionary', not an error", async () => {
    get.mockRejectedValueOnce(new Error("字典类型 withdrawStatus 不存在"));
    expect(await loadServerDict("withdrawStatus")).toBeNull();
    get.mockResolvedValueOnce({ code: 200, result: null });
    expect(await loadServerDict("withdrawStatus")).toBeNull();
  });
});
