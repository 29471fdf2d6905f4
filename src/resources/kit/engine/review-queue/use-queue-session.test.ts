/**
 * A round of review: with claims, skip and back ask the server with the right skipped ids and give the item in hand
 * back; on a back end without claims (404), plain review of the page's pending rows, oldest first.
 */
import { act, renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { claimNext, release } from "./queue-api";
import { useQueueSession } from "./use-queue-session";

vi.mock("./queue-api", () => ({ claimNext: vi.fn(), release: vi.fn(async () => undefined) }));

interface Row {
  id: string;
  status: number;
  createdTime: string;
}
const rows: Row[] = [
  { id: "1111111111111111111", status: 1, createdTime: "2026-11-27 12:00:00" },
  { id: "2", status: 2, createdTime: "2026-11-20 12:00:00" },
  { id: "3", status: 1, createdTime: "2026-11-26 12:00:00" },
];
const options = {
  queue: "withdrawals",
  filters: { status: 1 },
  rowKey: "id" as const,
  rows,
  pending: (row: Row) => row.status === 1,
  since: "createdTime" as const,
};
const claim = vi.mocked(claimNext);
const given = vi.mocked(release);

beforeEach(() => {
  claim.mockReset();
  given.mockClear();
});

describe("a round of review", () => {
  it("claims, skips (giving the item back in the same call) and goes back to the item skipped last", async () => {
    claim
      .mockResolvedValueOnce({ itemId: "10", expiresAt: "", row: rows[0]!, left: 2 })
      .mockResolvedValueOnce({ itemId: "11", expiresAt: "", row: rows[2]!, left: 1 })
      .mockResolvedValueOnce({ itemId: "10", expiresAt: "", row: rows[0]!, left: 2 });
    const { result } = renderHook(() => useQueueSession<Row>(options));
    await waitFor(() => expect(result.current.state).toMatchObject({ status: "item", item: { id: "10" } }));
    expect(claim).toHaveBeenLastCalledWith("withdrawals", { status: 1 }, [], null);
    act(() => result.current.skip());
    await waitFor(() => expect(result.current.state).toMatchObject({ item: { id: "11" } }));
    expect(claim).toHaveBeenLastCalledWith("withdrawals", { status: 1 }, ["10"], "10");
    expect(result.current.canGoBack).toBe(true);
    act(() => result.current.previous());
    await waitFor(() => expect(result.current.state).toMatchObject({ item: { id: "10" } }));
    expect(claim).toHaveBeenLastCalledWith("withdrawals", { status: 1 }, [], "11");
    act(() => result.current.leave());
    expect(given).toHaveBeenLastCalledWith("withdrawals", "10");
  });

  it("after a decision gives the item back and passes it over in one call (a four-eyes request keeps it pending)", async () => {
    claim.mockResolvedValueOnce({ itemId: "10", expiresAt: "", row: rows[0]!, left: 0 }).mockResolvedValueOnce(null);
    const { result } = renderHook(() => useQueueSession<Row>(options));
    await waitFor(() => expect(result.current.state.status).toBe("item"));
    act(() => result.current.decided());
    await waitFor(() => expect(result.current.state.status).toBe("empty"));
    expect(claim).toHaveBeenLastCalledWith("withdrawals", { status: 1 }, ["10"], "10");
  });

  it("without claims (404) reviews the page's pending rows, oldest first, ids as text", async () => {
    claim.mockResolvedValue("absent");
    const { result } = renderHook(() => useQueueSession<Row>(options));
    await waitFor(() => expect(result.current.state).toMatchObject({ status: "item", item: { id: "3", left: 1 } }));
    expect(result.current.claims).toBe(false);
    act(() => result.current.decided());
    await waitFor(() => expect(result.current.state).toMatchObject({ item: { id: "1111111111111111111", left: 0 } }));
    act(() => result.current.decided());
    await waitFor(() => expect(result.current.state.status).toBe("empty"));
    expect(claim).toHaveBeenCalledTimes(1);
  });
});
