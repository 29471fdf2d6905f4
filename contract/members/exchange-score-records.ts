/** Points exchange records (SPEC §2.5): tabs by exchange status, six filters, cancel while awaiting shipment, add. */
import { call, listCall } from "../calls";
import { labels } from "../labels";

/** A points exchange (redemption) record (SPEC §3). */
export interface ExchangeRecord {
  id: number;
  index?: never;
  uid: number;
  realName: string | null;
  phone: string | null;
  isTest: 0 | 1 | boolean | null;
  orderId: string;
  threePartyOrderId: string | null;
  status: ExchangeStatusCode;
  scorePrice: number | null;
  goodsId: string | null;
  goodsImage: string | null;
  goodsName: string | null;
  skuName: string | null;
  expressName: string | null;
  expressNumber: string | null;
  provinceTxt: string | null;
  cityTxt: string | null;
  districtTxt: string | null;
  streetAddress: string | null;
  /** Shown only: provinceTxt + cityTxt + districtTxt + streetAddress. */
  address?: never;
  shippingTime: string | null;
  createdTime: string | null;
}

/** SPEC §4 points exchange order status (dictionary `exchangeStatus`). */
export const ExchangeStatus = {
  exchanging: 0,
  awaitingShipment: 1,
  awaitingReceipt: 2,
  succeeded: 3,
  closed: 4,
  cancelled: 5,
} as const;

export type ExchangeStatusCode = (typeof ExchangeStatus)[keyof typeof ExchangeStatus];

export const exchangeScoreRecords = {
  labels: labels({
    goods: ["积分商品", "Points goods"],
    skuName: ["SKU名称", "SKU name"],
    streetAddress: ["详细地址", "Street address"],
  }),
  list: listCall<ExchangeRecord>()({
    style: "body",
    path: "/score/exchange/record/list",
    filters: {
      uid: "int",
      status: "enum",
      realName: "text",
      phone: "text",
      orderId: "text",
      threePartyOrderId: "text",
      isTest: "flag",
    },
  }),
  record: call("body", "/score/cancel/exchange/record", "edit", { id: "int" }),
  options: call("query", "/score/exchange/goods/options", "add", {}),
  add: call("body", "/score/exchange/record/add", "add", {
    cityTxt: "text",
    districtTxt: "text",
    goodsId: "text",
    provinceTxt: "text",
    skuName: "text",
    streetAddress: "text",
    threePartyOrderId: "text",
    uid: "int",
  }),
};
