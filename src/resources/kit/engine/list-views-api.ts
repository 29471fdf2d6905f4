/**
 * The saved-views calls (contract server `/listView/*`; not in the spec). A back end without them answers 404 (or
 * 405) for the list: the console then shows no views and keeps column settings in this browser, with nothing shown.
 * Other failures of the list are quiet too (the views are an extra, never the reason a list fails); the writes show
 * the server's refusal like any call.
 */
import { extras } from "@contract/console/extras";
import { isAbsent, type HttpClient } from "@/providers/http";
import { http } from "@/providers/http-instance";
import { sessionMemory } from "@/providers/session/session-memory";
import { readViewState, type ViewState } from "./column-settings";

export interface ListView {
  /** Opaque: kept as the server wrote it, never through Number(). */
  id: string;
  name: string;
  state: ViewState;
  shared: boolean;
  /** The caller's own view (a shared one of someone else is read-only). */
  mine: boolean;
  isDefault: boolean;
  owner: string;
}

/**
 * The last views read of each list in this session. A list mounts with them — opened again, or asked for beside its
 * first rows (kit/list-prefetch.ts) — so their arrival draws the list again only when they changed.
 */
const lastRead = sessionMemory<ListView[] | null>();

/** The views last read for a list in this document, or undefined when none were read yet. */
export function rememberedViews(resource: string): ListView[] | null | undefined {
  return lastRead.get(resource);
}

/** The views of a list, or null when the back end has no views; kept as the list's last read. */
export async function loadViews(resource: string, client: HttpClient = http): Promise<ListView[] | null> {
  const views = await readViews(resource, client);
  lastRead.set(resource, views);
  return views;
}

async function readViews(resource: string, client: HttpClient): Promise<ListView[] | null> {
  try {
    const { result } = await client.get<unknown>(extras.listViews.path, { resource }, { quiet: true, optional: true });
    return Array.isArray(result) ? result.map(readView) : [];
  } catch (error) {
    if (isAbsent(error)) return null;
    return [];
  }
}

/** Two reads of a list's views alike (each view as the server described it). */
export function sameViews(a: readonly ListView[] | null, b: readonly ListView[] | null): boolean {
  return a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));
}

function readView(value: unknown): ListView {
  const raw = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  return {
    id: String(raw.id),
    name: typeof raw.name === "string" ? raw.name : "",
    state: readViewState(raw.state),
    shared: raw.shared === true,
    mine: raw.mine === true,
    isDefault: raw.isDefault === true,
    owner: typeof raw.owner === "string" ? raw.owner : "",
  };
}

export async function saveView(view: {
  id?: string;
  resource: string;
  name: string;
  state: ViewState;
  shared: boolean;
}): Promise<string> {
  const { result } = await http.postJson<unknown>(extras.saveListView.path, { ...view });
  return String(result ?? view.id);
}

export async function deleteView(id: string): Promise<void> {
  await http.postJson(extras.deleteListView.path, { id });
}

export async function setDefaultView(resource: string, id: string | null): Promise<void> {
  await http.postJson(extras.setDefaultListView.path, id ? { resource, id } : { resource });
}
