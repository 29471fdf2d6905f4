/**
 * SPEC §7.2 / §8 version check: GET /version.json?t=… (no-cache), compared with the stored version. The first
 * answer is remembered; a different one later means a new deployment.
 */
import { storage, StorageKey } from "@/lib/storage";
import { discardBody } from "@/lib/discard-body";

export type VersionVerdict = { kind: "same" } | { kind: "new"; version: string } | { kind: "failed" };

export async function checkVersion(fetcher: typeof fetch = fetch, now = Date.now()): Promise<VersionVerdict> {
  try {
    const response = await fetcher(`${window.location.origin}${import.meta.env.BASE_URL}version.json?t=${now}`, {
      headers: { "Cache-Control": "no-cache" },
      cache: "no-store",
    });
    if (!response.ok) {
      discardBody(response);
      return { kind: "failed" };
    }
    const body: unknown = await response.json();
    const version = body && typeof body === "object" ? (body as { version?: unknown }).version : undefined;
    if (typeof version !== "string" || version === "") return { kind: "failed" };
    const stored = storage.get(StorageKey.version);
    if (!stored) {
      storage.set(StorageKey.version, version);
      return { kind: "same" };
    }
    if (stored === version) return { kind: "same" };
    storage.set(StorageKey.version, version);
    return { kind: "new", version };
  } catch {
    return { kind: "failed" };
  }
}
