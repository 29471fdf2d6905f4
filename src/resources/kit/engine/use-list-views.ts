/**
 * A list's column settings and saved views. The column settings of the moment are kept in this browser per user and
 * list; saved views live on the server (list-views-api.ts) and follow the user. Opening the list applies the user's
 * default view: its columns always, its filters, sort and page size unless the address already carries filters or a
 * sort (a shared link or a reload shows what it names). A back end without views: no views, nothing shown.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { storage, StorageKey, storedUsername } from "@/lib/storage";
import { EMPTY_COLUMNS, readColumnState, type ColumnState, type ViewState } from "./column-settings";
import {
  deleteView,
  loadViews,
  rememberedViews,
  sameViews,
  saveView,
  setDefaultView,
  type ListView,
} from "./list-views-api";

/** The role that may share a view with everyone (the server checks it too: routes/list-views.ts). */
export const VIEW_SHARER_ROLE = "ROLE_ADMIN";

const localKey = (resource: string) => `${storedUsername() ?? ""}|${resource}`;

export function storedColumns(resource: string): ColumnState {
  const all = storage.getJson<Record<string, unknown>>(StorageKey.listColumns);
  return readColumnState(all?.[localKey(resource)]);
}

export function storeColumns(resource: string, state: ColumnState): void {
  const all = storage.getJson<Record<string, unknown>>(StorageKey.listColumns) ?? {};
  storage.setJson(StorageKey.listColumns, { ...all, [localKey(resource)]: state });
}

export const maySharePublicly = (): boolean =>
  (storage.getJson<string[]>(StorageKey.roles) ?? []).includes(VIEW_SHARER_ROLE);

export interface ListViews {
  columns: ColumnState;
  setColumns: (state: ColumnState) => void;
  /** null: the back end keeps no views (the select is hidden). */
  views: ListView[] | null;
  activeId: string | null;
  select: (id: string | null) => void;
  saveAs: (name: string, shared: boolean) => Promise<void>;
  /** Replaces the active view's state with what the list shows now. */
  update: () => Promise<void>;
  rename: (name: string, shared: boolean) => Promise<void>;
  remove: () => Promise<void>;
  setDefault: (on: boolean) => Promise<void>;
  canShare: boolean;
}

interface Options {
  /** The list's page key; none (a list outside the menu): views are off. */
  resource: string | undefined;
  /** What the list shows now, without the columns (filters, sort, page size). */
  current: () => Omit<ViewState, "columns">;
  /** Sets the list's filters, sort and page size. */
  applyList: (state: ViewState) => void;
  /** The address carried filters or a sort when the list opened. */
  addressed: boolean;
}

export function useListViews({ resource, current, applyList, addressed }: Options): ListViews {
  const [columns, setColumnsState] = useState<ColumnState>(() => (resource ? storedColumns(resource) : EMPTY_COLUMNS));
  // Mounted with the last read (an earlier visit, or the read sent with the first rows): the same read again draws
  // nothing (a list page is hundreds of components).
  const [views, setViews] = useState<ListView[] | null>(() => (resource ? (rememberedViews(resource) ?? null) : null));
  const [activeId, setActiveId] = useState<string | null>(null);
  const latest = useRef({ current, applyList, addressed, views });
  latest.current = { current, applyList, addressed, views };
  const openedWithDefault = useRef(false);

  const setColumns = useCallback(
    (state: ColumnState) => {
      setColumnsState(state);
      if (resource) storeColumns(resource, state);
    },
    [resource],
  );

  const apply = useCallback(
    (view: ListView, list: boolean) => {
      setColumns(view.state.columns);
      if (list) latest.current.applyList(view.state);
      setActiveId(view.id);
    },
    [setColumns],
  );

  const refresh = useCallback(async () => {
    if (!resource) return null;
    const next = await loadViews(resource);
    setViews(next);
    return next;
  }, [resource]);

  useEffect(() => {
    let live = true;
    if (!resource) return;
    void loadViews(resource).then((next) => {
      if (!live) return;
      if (!sameViews(latest.current.views, next)) setViews(next);
      const preferred = next?.find((view) => view.isDefault);
      if (preferred && !openedWithDefault.current) {
        openedWithDefault.current = true;
        apply(preferred, !latest.current.addressed);
      }
    });
    return () => {
      live = false;
    };
  }, [resource, apply]);

  const stateNow = useCallback((): ViewState => ({ ...latest.current.current(), columns }), [columns]);
  const active = views?.find((view) => view.id === activeId) ?? null;

  const select = useCallback(
    (id: string | null) => {
      const view = latest.current.views?.find((item) => item.id === id);
      if (view) apply(view, true);
      else setActiveId(null);
    },
    [apply],
  );

  const saveAs = async (name: string, shared: boolean) => {
    if (!resource) return;
    const id = await saveView({ resource, name, state: stateNow(), shared });
    await refresh();
    setActiveId(id);
  };
  const update = async () => {
    if (!resource || !active) return;
    await saveView({ id: active.id, resource, name: active.name, state: stateNow(), shared: active.shared });
    await refresh();
  };
  const rename = async (name: string, shared: boolean) => {
    if (!resource || !active) return;
    await saveView({ id: active.id, resource, name, state: active.state, shared });
    await refresh();
  };
  const remove = async () => {
    if (!active) return;
    await deleteView(active.id);
    setActiveId(null);
    await refresh();
  };
  const setDefault = async (on: boolean) => {
    if (!resource || !active) return;
    await setDefaultView(resource, on ? active.id : null);
    await refresh();
  };

  return {
    columns,
    setColumns,
    views,
    activeId: active ? active.id : null,
    select,
    saveAs,
    update,
    rename,
    remove,
    setDefault,
    canShare: maySharePublicly(),
  };
}
