/**
 * A list's first page asked for ahead of its render: at a first visit with its saved views (and a queue's claims);
 * opened again, its rows only, and nothing when the query cache already holds that page.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { dataProvider } from "@/providers";
import { holdsList } from "@/providers/query-client";
import { loadViews } from "./engine/list-views-api";
import { loadClaims } from "./engine/review-queue/queue-api";
import { prefetchScreenList } from "./list-prefetch";
import type { ScreenDef } from "./screen-types";

vi.mock("@/providers", () => ({ dataProvider: { prefetchList: vi.fn(() => Promise.resolve()) }, queryClient: {} }));
vi.mock("@/providers/query-client", () => ({ holdsList: vi.fn(() => false) }));
vi.mock("./engine/list-views-api", () => ({ loadViews: vi.fn(() => Promise.resolve()) }));
vi.mock("./engine/review-queue/queue-api", () => ({ loadClaims: vi.fn(() => Promise.resolve()) }));

const list = { path: "/wallet/member-withdraw/list", style: "query" };
const screen = {
  list,
  queue: { name: "withdrawals" },
  paging: { sizes: [10, 15, 20], initial: 15 },
  fields: [{ key: "orderNo" }],
} as unknown as ScreenDef<object>;

beforeEach(() => {
  vi.clearAllMocks();
  window.location.hash = "#/finance/withdraw-orders";
});

describe("prefetchScreenList", () => {
  it("at a first visit: the page the address names, the saved views and the queue's claims", async () => {
    await prefetchScreenList("finance/withdraw-orders", screen);
    expect(dataProvider.prefetchList).toHaveBeenCalledWith({
      resource: "finance/withdraw-orders",
      pagination: { currentPage: 1, pageSize: 15, mode: "server" },
      filters: [],
      sorters: [],
      meta: { endpoint: list },
    });
    expect(loadViews).toHaveBeenCalledWith("finance/withdraw-orders");
    expect(loadClaims).toHaveBeenCalledWith("withdrawals");
  });

  it("opened again: the rows of the address being opened, nothing else", async () => {
    await prefetchScreenList("finance/withdraw-orders", screen, { search: "?pageSize=20&currentPage=3", again: true });
    expect(dataProvider.prefetchList).toHaveBeenCalledTimes(1);
    expect(dataProvider.prefetchList).toHaveBeenCalledWith(
      expect.objectContaining({ pagination: { currentPage: 3, pageSize: 20, mode: "server" } }),
    );
    expect(loadViews).not.toHaveBeenCalled();
    expect(loadClaims).not.toHaveBeenCalled();
  });

  it("opened again with that page in the query cache: asks nothing (the list shows it at once)", () => {
    vi.mocked(holdsList).mockReturnValueOnce(true);
    expect(prefetchScreenList("finance/withdraw-orders", screen, { search: "", again: true })).toBeUndefined();
    expect(dataProvider.prefetchList).not.toHaveBeenCalled();
  });
});
