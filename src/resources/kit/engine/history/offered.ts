/**
 * Whether this back end keeps a history of a page's rows: the contract server answers `/history` for every page whose
 * list shows an audited table; a back end without the call (X-Boot, the bare profile: HTTP 404) has none, and a page
 * it refuses (no audited list: code 400) has none either. Asked once per page for the tab's life (an empty history of
 * row 0, quietly) and shared by every dialog and row action of the page, so a History tab or action shows only where
 * it works and nothing is said where it does not. A failure of another kind is asked again next time.
 */
import { useEffect, useSyncExternalStore } from "react";
import { ApiError, isAbsent } from "@/providers/http";
import { http } from "@/providers/http-instance";
import { isKnownAbsent, markAbsent, useAbsentCalls } from "../absent-calls";
import { HISTORY_ENDPOINT } from "./model";

const known = new Map<string, boolean>();
const asking = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

function settle(page: string, offered: boolean): void {
  known.set(page, offered);
  version += 1;
  for (const listener of listeners) listener();
}

/** Codes that say the page has no history here: no audited list (400), the page not the user's (403). */
const REFUSED = new Set([400, 403]);

async function askHistory(page: string): Promise<void> {
  if (known.has(page) || asking.has(page) || isKnownAbsent(HISTORY_ENDPOINT.path)) return;
  asking.add(page);
  try {
    await http.get(HISTORY_ENDPOINT.path, { page, id: "0", pageSize: 1 }, { quiet: true, optional: true });
    settle(page, true);
  } catch (error) {
    if (isAbsent(error)) {
      markAbsent(HISTORY_ENDPOINT.path);
      settle(page, false);
    } else if (error instanceof ApiError && REFUSED.has(error.code)) settle(page, false);
  } finally {
    asking.delete(page);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether rows of `page` have a history here: false until known (and for no page). */
export function useHistoryOffered(page: string | undefined): boolean {
  useSyncExternalStore(subscribe, () => version);
  useAbsentCalls();
  useEffect(() => {
    if (page) void askHistory(page);
  }, [page]);
  return page !== undefined && known.get(page) === true && !isKnownAbsent(HISTORY_ENDPOINT.path);
}
