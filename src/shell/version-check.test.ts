import { describe, expect, it, vi } from "vitest";
import { checkVersion } from "./version-check";

const answer = (body: unknown, ok = true) => vi.fn(async () => ({ ok, json: async () => body }) as Response);

describe("checkVersion (SPEC §7.2, §8)", () => {
  it("asks /version.json with a timestamp and no-cache", async () => {
    const fetcher = answer({ version: "1.0.0" });
    await checkVersion(fetcher, 1234);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/version\.json\?t=1234$/);
    expect(init.headers).toEqual({ "Cache-Control": "no-cache" });
  });
  it("remembers the first version and calls it the same", async () => {
    expect(await checkVersion(answer({ version: "1.0.0" }))).toEqual({ kind: "same" });
    expect(localStorage.getItem("version")).toBe("1.0.0");
    expect(await checkVersion(answer({ version: "1.0.0" }))).toEqual({ kind: "same" });
  });
  it("reports a different version as new and stores it", async () => {
    localStorage.setItem("version", "1.0.0");
    expect(await checkVersion(answer({ version: "1.1.0" }))).toEqual({ kind: "new", version: "1.1.0" });
    expect(localStorage.getItem("version")).toBe("1.1.0");
  });
  it("fails on a missing version, an HTTP error or a network error", async () => {
    expect(await checkVersion(answer({}))).toEqual({ kind: "failed" });
    expect(await checkVersion(answer({ version: "2" }, false))).toEqual({ kind: "failed" });
    expect(await checkVersion(vi.fn(async () => Promise.reject(new Error("offline"))))).toEqual({ kind: "failed" });
  });
});
