export interface ShopSystem {
  id: number;
  systemName: string;
  deposit: number;
  feature: 1 | 2;
  goodsLimit: number;
  claimLevel: number;
  claimDays: number;
  claimLimit: number;
  claimedCount: number;
  sort: number;
  status: 0 | 1;
  createdTime: string;
}

export const SHOP_SYSTEM_LIST = { path: "/shop/pageList", style: "body" } as const;
export const SHOP_SYSTEM_MODIFY = { path: "/shop/modify", style: "body" } as const;
