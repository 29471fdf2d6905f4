/** What both shop application lists (open and close) share: the row, its statuses and the filters. */
import { listCall, type FilterTypes } from "../calls";

/** SPEC §4 shop application / fund return: -1 withdrawn, 0 applying, 1 pending, 2 funds being returned, 3 rejected, 4 succeeded. */
export const ApplyStatus = { withdrawn: -1, applying: 0, pending: 1, refunding: 2, rejected: 3, succeeded: 4 } as const;

export interface ShopApplication {
  id: number;
  applyNo: string;
  applyType: 1 | 2;
  uid: number;
  realName: string | null;
  phone: string | null;
  shopId: number | null;
  shopNo: string | null;
  shopName: string;
  shopSystemId: number;
  systemName: string;
  industryId: number | null;
  industryName: string | null;
  deposit: number;
  reason: string;
  status: number;
  remark: string | null;
  handler: string | null;
  handleTime: string | null;
  refundTime: string | null;
  createdTime: string;
}

/** The filters both application lists take. */
export const APPLICATION_FILTERS = {
  uid: "int",
  applyNo: "text",
  shopName: "text",
  phone: "text",
  status: "enum",
} as const satisfies FilterTypes;
export type ApplicationFilter = keyof typeof APPLICATION_FILTERS;

/** An application list of one kind: the same row and filters at its own path. */
export const applicationListCall = (path: string) =>
  listCall<ShopApplication>()({ style: "body", path, filters: APPLICATION_FILTERS });
