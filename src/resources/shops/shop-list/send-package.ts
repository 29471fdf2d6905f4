/** The send-traffic-package dialog of the shop list: the package's own fields, written to the shop's packages. */
import { shopList } from "@contract/shops/shop-list";
import { type FormField, formAction } from "@/resources/kit";
import type { MemberShop } from "@contract/shops/shop-list";

const FIELDS: readonly FormField[] = [
  { key: "shopName", kind: "text", disabled: true },
  { key: "packageName", kind: "text", rules: { required: true, maxLength: 50 } },
  { key: "trafficAmount", kind: "number", rules: { required: true, integer: true, min: 1, max: 100_000_000 } },
  { key: "validDays", kind: "number", rules: { required: true, integer: true, min: 1, max: 3650 } },
  { key: "type", kind: "dict", dict: "trafficPackageType", rules: { required: true } },
];

export const sendPackageAction = formAction<MemberShop>("sendPackage", {
  namespace: "shopList",
  endpoint: shopList.sendPackage,
  // A suspended shop takes no package (the server refuses it too).
  visible: (row) => row.status === 1,
  fields: FIELDS,
  fromRow: (row) => ({ shopName: row.shopName, validDays: 30, type: 2 }),
  toPayload: (values, _mode, row) => ({
    shopId: row?.id,
    packageName: values.packageName,
    trafficAmount: values.trafficAmount,
    validDays: values.validDays,
    type: values.type,
  }),
  successKey: "shopList.messages.sent",
});
