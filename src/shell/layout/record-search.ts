/**
 * What the command palette asks the back end for when the user types (≥ 2 characters): members by ID, phone or name
 * through the member list's call, and orders by number through the order lists' calls — each only when that page is
 * in the user's menu (the server would refuse the call otherwise). The calls and parameters are the lists' own, so
 * no endpoint exists for the palette alone. Pure: tested without React.
 */
import { userList } from "@contract/members/user-list";
import { rechargeOrders } from "@contract/finance/recharge-orders";
import { withdrawOrders } from "@contract/finance/withdraw-orders";
import { investRecords } from "@contract/invest/invest-records";
import type { Endpoint } from "@/providers/endpoint";
import type { Params } from "@/providers/http";
import type { MenuPage } from "@/providers/session/menu-types";

export const MIN_QUERY = 2;
/** Results per list call. */
export const RECORD_LIMIT = 5;

export type RecordKind = "member" | "order";

interface RecordSource {
  /** The menu page (component key) whose list answers, and which the user must have. */
  component: string;
  kind: RecordKind;
  endpoint: Endpoint;
  /** The list's parameters for the typed text; none: this source does not fit the text. */
  params: (text: string) => Params[];
}

/** An order number: letters, digits, '-' and '_', at least 4 characters. */
const ORDER_NO = /^[A-Za-z0-9_-]{4,}$/;
const DIGITS = /^\d+$/;
const orderSource = (component: string, endpoint: Endpoint): RecordSource => ({
  component,
  kind: "order",
  endpoint,
  params: (text) => (ORDER_NO.test(text) ? [{ orderNo: text }] : []),
});

export const RECORD_SOURCES: readonly RecordSource[] = [
  {
    component: "members/user-list",
    kind: "member",
    endpoint: { ...userList.list, numbers: ["userId"] },
    // Digits: a member ID (up to 10 digits) and a phone (3 digits or more, partial); text without digits: a name.
    params: (text) =>
      DIGITS.test(text)
        ? [...(text.length <= 10 ? [{ userId: text }] : []), ...(text.length >= 3 ? [{ phone: text }] : [])]
        : /\d/.test(text)
          ? []
          : [{ realName: text }],
  },
  orderSource("finance/withdraw-orders", {
    path: withdrawOrders.list.path,
    style: "query",
    result: "pageInfoVO",
  }),
  orderSource("finance/recharge-orders", rechargeOrders.list),
  orderSource("invest/invest-records", investRecords.list),
];

export interface RecordQuery {
  kind: RecordKind;
  page: MenuPage;
  endpoint: Endpoint;
  params: Params;
}

/** The list calls to make for the typed text, among the pages the user's menu holds. */
export function recordQueries(typed: string, pages: readonly MenuPage[]): RecordQuery[] {
  const text = typed.trim();
  if (text.length < MIN_QUERY) return [];
  return RECORD_SOURCES.flatMap((source) => {
    const page = pages.find((p) => p.component === source.component);
    if (!page) return [];
    return source.params(text).map((params) => ({ kind: source.kind, page, endpoint: source.endpoint, params }));
  });
}
