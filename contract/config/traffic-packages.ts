/** Traffic packages a member shop buys or is given (SPEC §2.3; the traffic-package-type dictionary; fields designed here). */
import { call, listCall } from "../calls";
import { COMMON_LABELS, labels } from "../labels";

export interface TrafficPackage {
  id: number;
  name: string;
  type: 1 | 2;
  visits: number;
  validDays: number;
  price: number;
  status: 0 | 1;
  createdTime: string;
}

export const trafficPackages = {
  labels: labels({
    name: COMMON_LABELS.packageName,

    price: ["价格", "Price"],
  }),
  list: listCall<TrafficPackage>()({
    style: "query",
    path: "/trafficPackageConfig/list",
    filters: { name: "text", type: "enum", status: "enum" },
  }),
  save: call("body", "/trafficPackageConfig/save", "add|edit", {
    id: "int",
    name: "text",
    price: "number",
    status: "enum",
    type: "enum",
    validDays: "int",
    visits: "int",
  }),
  delete: call("body", "/trafficPackageConfig/delete", "delete", { id: "int" }),
};
