/**
 * A queue list mounts with the claims last read (queue-api's memory), so the read on mount that changes nothing keeps
 * the rows as they were: the table is not drawn again for it, and the holder column is there from the first frame.
 * The first read travels with the list's first rows (list-prefetch).
 */
import { renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { HttpClient } from "@/providers/http";
import { startSession } from "@/providers/session/session-start";
import { loadClaims, rememberedClaims } from "./queue-api";
import { QUEUE_KEYS } from "./queue-values";
import { useQueueRows } from "./use-queue-rows";

const answer = {
  waitHours: 24,
  claims: [{ itemId: "1111111111111111111", holder: "finance", self: false, expiresAt: "2026-11-30 12:10:00" }],
};
const get = vi.fn(async () => ({ result: answer }));
vi.mock("@/providers/http-instance", () => ({ http: { get: (...args: unknown[]) => get(...(args as [])) } }));
const prefetchList = vi.fn(async () => undefined);
vi.mock("@/providers", () => ({ dataProvider: { prefetchList: () => prefetchList() } }));

interface Row {
  id: string;
  status: number;
  createdTime: string;
}
const rows: Row[] = [
  { id: "1111111111111111111", status: 1, createdTime: "2026-11-30 09:00:00" },
  { id: "2", status: 2, createdTime: "2026-11-29 09:00:00" },
];
const queue = (name: string) => ({ name, pending: (row: Row) => row.status === 1, since: "createdTime" as const });
const holderOf = (row: Row | undefined) => (row as Record<string, unknown> | undefined)?.[QUEUE_KEYS.holder];

beforeEach(() => get.mockClear());

describe("a queue's claims remembered", () => {
  it("keeps each queue's last read, null when the back end keeps none", async () => {
    expect(rememberedClaims("remembered")).toBeUndefined();
    await loadClaims("remembered");
    expect(rememberedClaims("remembered")).toEqual(answer);
    const absent = { get: async () => Promise.reject(new Error("404")) } as unknown as HttpClient;
    await loadClaims("absent", absent);
    expect(rememberedClaims("absent")).toBeNull();
    // A new session (a login after a 401, maybe as someone else) starts without them.
    startSession();
    expect(rememberedClaims("remembered")).toBeUndefined();
  });

  it("mounts a list with the last read, and the same read again keeps its rows", async () => {
    await loadClaims("again");
    const { result } = renderHook(() => useQueueRows(queue("again"), "id", rows));
    const first = result.current;
    expect(holderOf(first[0])).toEqual({ self: false, name: "finance" });
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(result.current).toBe(first);
  });

  it("draws the list again for a read that changes what its rows show, not for one that changes nothing", async () => {
    await loadClaims("quiet");
    let renders = 0;
    const { result, rerender } = renderHook(
      ({ shown }: { shown: Row[] }) => (renders++, useQueueRows(queue("quiet"), "id", shown)),
      { initialProps: { shown: rows } },
    );
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renders, "the read on mount answered what the list was drawn with").toBe(1);
    const taken = { ...answer, claims: [{ ...answer.claims[0], holder: "audit" }] };
    get.mockResolvedValueOnce({ result: taken });
    rerender({ shown: [...rows] });
    await waitFor(() => expect(holderOf(result.current[0])).toEqual({ self: false, name: "audit" }));
  });

  it("has them read with a queue screen's first rows", async () => {
    const { prefetchScreenList } = await import("../../list-prefetch");
    const screen = { queue: queue("prefetched"), fields: [], list: { path: "/x" } };
    await prefetchScreenList("finance/x", screen as unknown as Parameters<typeof prefetchScreenList>[1]);
    expect(prefetchList).toHaveBeenCalled();
    expect(rememberedClaims("prefetched")).toEqual(answer);
  });
});
