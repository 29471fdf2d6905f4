/** Traffic packages members' shops hold (SPEC §2.3 user shop traffic package records; fields designed here). */
import { listCall } from "../calls";

export interface TrafficPackageRecord {
  id: number;
  uid: number;
  realName: string | null;
  phone: string | null;
  shopNo: string;
  shopName: string;
  packageName: string;
  type: 1 | 2;
  trafficAmount: number;
  usedAmount: number;
  trafficLeft: number;
  validDays: number;
  price: number;
  inEffect: 0 | 1;
  startTime: string;
  expireTime: string;
  operator: string | null;
}

export const userTrafficPackageRecords = {
  list: listCall<TrafficPackageRecord>()({
    style: "query",
    path: "/memberShopTrafficPackage/pageList",
    filters: { uid: "int", phone: "text", shopName: "text", packageName: "text", type: "enum", inEffect: "enum" },
  }),
};
