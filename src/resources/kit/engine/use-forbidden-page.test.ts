import { describe, expect, it } from "vitest";
import { ApiError } from "@/providers/http";
import { isForbidden } from "./use-forbidden-page";

describe("isForbidden", () => {
  it("is a 403 from the http client or from Refine's HttpError, nothing else", () => {
    expect(isForbidden(new ApiError(403, "no"))).toBe(true);
    expect(isForbidden({ message: "no", statusCode: 403 })).toBe(true);
    expect(isForbidden(new ApiError(401, "no"))).toBe(false);
    expect(isForbidden(new ApiError(500, "no"))).toBe(false);
    expect(isForbidden({ statusCode: "403" })).toBe(false);
    expect(isForbidden(new Error("403"))).toBe(false);
    expect(isForbidden(null)).toBe(false);
  });
});
