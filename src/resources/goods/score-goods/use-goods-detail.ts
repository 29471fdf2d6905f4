/** Opening the drawer loads the points-mall categories and the goods detail together (SPEC §2.6, §7.4). */
import { scoreGoods } from "@contract/goods/score-goods";
import { productCategories } from "@contract/goods/product-categories";
import { useEffect, useState } from "react";
import type { Endpoint } from "@/providers/endpoint";
import { useEndpointRead } from "@/resources/kit";
import type { GoodsCategory, ScoreGoodsDetail } from "./types";
import type { ScoreGoodsRow } from "@contract/goods/score-goods";

export const CATEGORIES: Endpoint = { ...productCategories.list, params: { type: 2 } };

interface State {
  loading: boolean;
  categories: GoodsCategory[];
  detail: ScoreGoodsDetail | null;
}

export function useGoodsDetail(row: ScoreGoodsRow): State {
  const read = useEndpointRead();
  const [state, setState] = useState<State>({ loading: true, categories: [], detail: null });
  useEffect(() => {
    let live = true;
    Promise.all([read<GoodsCategory[]>(CATEGORIES), read<ScoreGoodsDetail>(scoreGoods.info, { ...row })]).then(
      ([categories, detail]) => {
        if (live) setState({ loading: false, categories, detail });
      },
      // The http client has shown the error; the drawer stays with what it has.
      () => live && setState((previous) => ({ ...previous, loading: false })),
    );
    return () => {
      live = false;
    };
  }, [read, row]);
  return state;
}
