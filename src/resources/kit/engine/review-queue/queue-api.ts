/**
 * The review queue's calls (contract server `/review/*`, docs/decisions/review-queue.md; neither the spec nor X-Boot
 * has them). A back end without them answers 404: the claims read null and the queue runs as plain review of the
 * page's pending rows (use-queue-session.ts). Ids are kept as the server wrote them, as text.
 */
import { extras } from "@contract/console/extras";
import { isAbsent, type HttpClient, type Params } from "@/providers/http";
import { http } from "@/providers/http-instance";
import { sessionMemory } from "@/providers/session/session-memory";
import type { QueueClaim, QueueClaims } from "./queue-values";

/** A claim: the item, its row as the list answers it, how many others wait unclaimed (capped at 1000). */
export interface ClaimAnswer<T> {
  itemId: string;
  expiresAt: string;
  row: T;
  left: number;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

/**
 * The oldest pending item of the list's `filters` no one holds, past the `skip` ids, after giving back the caller's
 * claim of `giveBack`: the claim, null when none is left, or "absent" when the back end keeps no claims. Other
 * failures throw (the client has shown them).
 */
export async function claimNext<T>(
  queue: string,
  filters: Params,
  skip: readonly string[],
  giveBack: string | null = null,
  client: HttpClient = http,
): Promise<ClaimAnswer<T> | null | "absent"> {
  try {
    const { result } = await client.postJson<unknown>(
      extras.reviewClaim.path,
      { queue, filters, skip: [...skip], ...(giveBack ? { release: giveBack } : {}) },
      { optional: true },
    );
    if (result === null || result === undefined) return null;
    const raw = record(result);
    return {
      itemId: String(raw.itemId),
      expiresAt: typeof raw.expiresAt === "string" ? raw.expiresAt : "",
      row: raw.row as T,
      left: typeof raw.left === "number" ? raw.left : 0,
    };
  } catch (error) {
    if (isAbsent(error)) return "absent";
    throw error;
  }
}

/** Gives the caller's claim of the item back undecided (quiet: a claim that lapsed meanwhile is no failure). */
export async function release(queue: string, itemId: string, client: HttpClient = http): Promise<void> {
  try {
    await client.postJson(extras.reviewRelease.path, { queue, itemId }, { quiet: true, optional: true });
  } catch {
    // The claim lapses on its own.
  }
}

/**
 * The last claims read of each queue in this session (null: none kept by the back end). A queue list mounts with
 * them — opened again, or its claims asked for with its first rows (kit/list-prefetch.ts) — so a read that changes
 * nothing draws no row again, and the holder column is there from the list's first frame.
 */
const lastRead = sessionMemory<QueueClaims | null>();

/** The claims last read for `queue` in this document, or undefined when none was read yet. */
export function rememberedClaims(queue: string): QueueClaims | null | undefined {
  return lastRead.get(queue);
}

/**
 * The live claims and the waiting threshold, or null when the back end keeps no claims (or the read failed); kept as
 * the queue's last read.
 */
export async function loadClaims(queue: string, client: HttpClient = http): Promise<QueueClaims | null> {
  const read = await readClaims(queue, client);
  lastRead.set(queue, read);
  return read;
}

async function readClaims(queue: string, client: HttpClient): Promise<QueueClaims | null> {
  try {
    const { result } = await client.get<unknown>(extras.reviewClaims.path, { queue }, { quiet: true, optional: true });
    const raw = record(result);
    const claims: QueueClaim[] = (Array.isArray(raw.claims) ? raw.claims : []).map((value) => {
      const claim = record(value);
      return {
        itemId: String(claim.itemId),
        holder: typeof claim.holder === "string" ? claim.holder : "",
        self: claim.self === true,
        expiresAt: typeof claim.expiresAt === "string" ? claim.expiresAt : "",
      };
    });
    return { waitHours: typeof raw.waitHours === "number" ? raw.waitHours : 24, claims };
  } catch {
    return null;
  }
}
