/**
 * The command palette's records: what the user types (≥ 2 characters, after a pause) is looked up through the list
 * calls `record-search.ts` names — members by ID, phone or name, orders by number — among the pages of the user's
 * menu. A member opens the member drawer; an order opens its list searched for that number (`?orderNo=`).
 */
import { useDataProvider } from "@refinedev/core";
import { useKBar, useRegisterActions, type Action } from "@refinedev/kbar";
import { useEffect, useState } from "react";
import { useStableNavigate } from "@/lib/route-hooks";
import { useTranslation } from "react-i18next";
import { useMenu, menuStore } from "@/providers/session/menu-store";
import { titleText } from "@/providers/session/menu-model";
import { memberDrawer } from "@/providers/session/member-drawer-store";
import { RECORD_LIMIT, recordQueries, type RecordQuery } from "./record-search";

/** The pause after typing before the lists are asked. */
const DEBOUNCE_MS = 300;

interface Found {
  query: RecordQuery;
  rows: Record<string, unknown>[];
}

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

export function useRecordActions(): void {
  const { search } = useKBar((state) => ({ search: state.searchQuery }));
  const { pages } = useMenu();
  const dataProvider = useDataProvider();
  const navigate = useStableNavigate();
  const { t, i18n } = useTranslation();
  const [found, setFound] = useState<{ search: string; results: Found[] }>({ search: "", results: [] });

  useEffect(() => {
    const queries = recordQueries(search, pages);
    if (queries.length === 0) {
      setFound({ search: "", results: [] });
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      void Promise.all(
        queries.map((query) =>
          dataProvider()
            .getList<Record<string, unknown>>({
              resource: query.page.name,
              pagination: { currentPage: 1, pageSize: RECORD_LIMIT },
              filters: Object.entries(query.params).map(([field, value]) => ({ field, operator: "eq", value })),
              // A list that refuses (no match for a malformed ID, a back end without it) just finds nothing here.
              meta: { endpoint: { ...query.endpoint, quiet: true } },
            })
            .then(
              (answer) => ({ query, rows: answer.data }),
              () => ({ query, rows: [] }),
            ),
        ),
      ).then((results) => live && setFound({ search, results }));
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search, pages, dataProvider]);

  const lang = i18n.language;
  const actions: Action[] = [];
  const seen = new Set<string>();
  for (const { query, rows } of found.search === search ? found.results : []) {
    for (const row of rows) {
      if (query.kind === "member") {
        const id = text(row.id);
        if (seen.has(`member:${id}`)) continue;
        seen.add(`member:${id}`);
        actions.push({
          id: `member:${id}`,
          name: [text(row.realName), text(row.phone)].filter(Boolean).join(" · ") || id,
          subtitle: t("shell.kbar.memberId", { id }),
          keywords: `${search} ${id} ${text(row.phone)} ${text(row.realName)}`,
          section: t("shell.kbar.members"),
          perform: () => memberDrawer.open({ id }),
        });
      } else {
        const orderNo = text(row.orderNo);
        const key = `order:${query.page.component}:${orderNo}`;
        if (!orderNo || seen.has(key)) continue;
        seen.add(key);
        const page = query.page;
        actions.push({
          id: key,
          name: orderNo,
          subtitle: titleText(page.title, lang, t, page.name),
          keywords: `${search} ${orderNo}`,
          section: t("shell.kbar.orders"),
          perform: () => {
            if (menuStore.get().currentApp !== page.app) menuStore.setCurrentApp(page.app);
            navigate(`${page.route}?orderNo=${encodeURIComponent(orderNo)}`);
          },
        });
      }
    }
  }
  const key = actions.map((action) => action.id).join(",");
  // Re-registered only when the set of records changes (kbar keeps its own copy).
  useRegisterActions(actions, [key, lang]);
}
