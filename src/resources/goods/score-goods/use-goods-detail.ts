/** Opening the drawer loads the points-mall categories and the goods detail together (SPEC §2.6, §7.4). */
import { useDataProvider } from "@refinedev/core";
import { useEffect, useState } from "react";
import type { Endpoint } from "@/providers/endpoint";
import type { GoodsCategory, ScoreGoodsDetail, ScoreGoodsRow } from "./types";

export const CATEGORIES: Endpoint = { path: "/goodsCategory/list", style: "query", params: { type: 2 } };
export const INFO: Endpoint = { path: "/score/goods/info", style: "body" };

interface State {
  loading: boolean;
  categories: GoodsCategory[];
  detail: ScoreGoodsDetail | null;
}

export function useGoodsDetail(row: ScoreGoodsRow): State {
  const dataProvider = useDataProvider();
  const [state, setState] = useState<State>({ loading: true, categories: [], detail: null });
  useEffect(() => {
    let live = true;
    const custom = dataProvider().custom;
    if (!custom) return;
    Promise.all([
      custom<{ list: GoodsCategory[] }>({ url: CATEGORIES.path, method: "get", meta: { endpoint: CATEGORIES } }),
      custom<{ detail: ScoreGoodsDetail }>({
        url: INFO.path,
        method: "post",
        payload: { ...row },
        meta: { endpoint: INFO },
      }),
    ]).then(
      ([categories, detail]) => {
        // The result is the array / the detail itself; the generic parameter only satisfies Refine's record type.
        if (live)
          setState({
            loading: false,
            categories: categories.data as unknown as GoodsCategory[],
            detail: detail.data as unknown as ScoreGoodsDetail,
          });
      },
      // The http client has shown the error; the drawer stays with what it has.
      () => live && setState((previous) => ({ ...previous, loading: false })),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, row]);
  return state;
}
