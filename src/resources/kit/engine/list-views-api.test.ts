import { describe, expect, it } from "vitest";
import { setupHttp } from "../../../../tests/unit/http-fake";
import { loadViews } from "./list-views-api";

const envelope = (code: number, result: unknown = null) => ({
  data: { code, message: "x", success: code === 200, result },
});

describe("saved views on a back end without them", () => {
  it("an X-Boot answer of code 404 (or HTTP 404) means no views, and nothing is shown", async () => {
    for (const reply of [envelope(404), { status: 404, data: "" }]) {
      const { http, deps } = setupHttp(() => reply);
      expect(await loadViews("finance/withdraw-orders", http)).toBeNull();
      expect(deps.showError).not.toHaveBeenCalled();
    }
  });

  it("a view list is read with its ids kept as text; another failure shows an empty list, quietly", async () => {
    const id = "1234567890123456789";
    const ok = setupHttp(() =>
      envelope(200, [{ id, name: "v", state: { pageSize: 20 }, mine: true, isDefault: true }]),
    );
    expect(await loadViews("finance/withdraw-orders", ok.http)).toMatchObject([
      { id, name: "v", mine: true, isDefault: true, shared: false, state: { pageSize: 20 } },
    ]);
    const refused = setupHttp(() => envelope(500));
    expect(await loadViews("finance/withdraw-orders", refused.http)).toEqual([]);
    expect(refused.deps.showError).not.toHaveBeenCalled();
  });
});
