/**
 * A list's saved views are remembered per list for the session: the list mounts with the last read, and the read on
 * mount that brings the same views draws nothing again; a new session starts without them.
 */
import { renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { startSession } from "@/providers/session/session-start";
import { loadViews, rememberedViews, sameViews, type ListView } from "./list-views-api";
import { useListViews } from "./use-list-views";

const view = { id: "1234567890123456789", name: "Pending", state: { pageSize: 20 }, mine: true, isDefault: false };
const get = vi.fn(async () => ({ result: [view] }));
vi.mock("@/providers/http-instance", () => ({ http: { get: (...args: unknown[]) => get(...(args as [])) } }));

const options = (resource: string) => ({
  resource,
  current: () => ({ filters: {}, sort: null, pageSize: 20 }),
  applyList: () => undefined,
  addressed: false,
});

beforeEach(() => get.mockClear());

describe("saved views remembered", () => {
  it("keeps each list's last read for the session", async () => {
    expect(rememberedViews("finance/kept")).toBeUndefined();
    await loadViews("finance/kept");
    expect(rememberedViews("finance/kept")).toMatchObject([{ id: view.id, name: "Pending" }]);
    startSession();
    expect(rememberedViews("finance/kept")).toBeUndefined();
  });

  it("mounts a list with them, and the same read again draws nothing", async () => {
    await loadViews("finance/again");
    let renders = 0;
    const { result } = renderHook(() => (renders++, useListViews(options("finance/again"))));
    expect(result.current.views).toHaveLength(1);
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renders).toBe(1);
  });

  it("draws a list again when its views changed meanwhile", async () => {
    await loadViews("finance/changed");
    get.mockResolvedValueOnce({ result: [view, { ...view, id: "2", name: "Mine" }] });
    const { result } = renderHook(() => useListViews(options("finance/changed")));
    await waitFor(() => expect(result.current.views?.map((each) => each.name)).toEqual(["Pending", "Mine"]));
  });

  it("compares two reads by what each view says", () => {
    const read = (name: string): ListView[] => [
      { ...view, name, shared: false, owner: "admin", state: {} } as ListView,
    ];
    expect(sameViews(read("a"), read("a"))).toBe(true);
    expect(sameViews(read("a"), read("b"))).toBe(false);
    expect(sameViews(null, null)).toBe(true);
    expect(sameViews(null, [])).toBe(false);
  });
});
