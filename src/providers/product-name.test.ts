import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "@/i18n";
import { fetchProductName, loadProductName, PUBLIC_SETTINGS_URL, useProductName } from "./product-name";

const answer = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe("fetchProductName", () => {
  it("reads productName from the public settings call", async () => {
    const fetcher = answer({ code: 200, success: true, result: { productName: " 星河商城 " } });
    expect(await fetchProductName(fetcher)).toBe("星河商城");
    expect(fetcher).toHaveBeenCalledWith(PUBLIC_SETTINGS_URL, expect.anything());
  });

  it("gives null for a blank name, a refusal, a missing call or a failed request", async () => {
    expect(await fetchProductName(answer({ code: 200, result: { productName: "  " } }))).toBeNull();
    expect(await fetchProductName(answer({ code: 404, message: "接口不存在" }))).toBeNull();
    expect(await fetchProductName(answer("Not Found", 404))).toBeNull();
    expect(await fetchProductName(vi.fn<typeof fetch>().mockRejectedValue(new TypeError("offline")))).toBeNull();
    expect(await fetchProductName(vi.fn<typeof fetch>().mockResolvedValue(new Response("<html>")))).toBeNull();
  });
});

describe("useProductName", () => {
  it("shows the console's own name until and unless the server names the product", async () => {
    await act(() => loadProductName(true, answer({ code: 404 })));
    const { result } = renderHook(() => useProductName());
    expect(result.current).toBe(i18n.t("common.product"));
    await act(() => loadProductName(true, answer({ code: 200, result: { productName: "星河商城" } })));
    expect(result.current).toBe("星河商城");
    await act(() => loadProductName(true, answer({ code: 200, result: { productName: "" } })));
    expect(result.current).toBe(i18n.t("common.product"));
  });
});
