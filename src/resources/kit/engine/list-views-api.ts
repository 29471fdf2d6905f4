/**
 * The saved-views calls (contract server `/listView/*`; not in the spec). A back end without them answers 404 (or
 * 405) for the list: the console then shows no views and keeps column settings in this browser, with nothing shown.
 * Other failures of the list are quiet too (the views are an extra, never the reason a list fails); the writes show
 * the server's refusal like any call.
 */
import { extras } from "@contract/console/extras";
import { isAbsent, type HttpClient } from "@/providers/http";
import { http } from "@/providers/http-instance";
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

/** The views of a list, or null when the back end has no views. */
export async function loadViews(resource: string, client: HttpClient = http): Promise<ListView[] | null> {
  try {
    const { result } = await client.get<unknown>(extras.listViews.path, { resource }, { quiet: true, optional: true });
    return Array.isArray(result) ? result.map(readView) : [];
  } catch (error) {
    if (isAbsent(error)) return null;
    return [];
  }
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
