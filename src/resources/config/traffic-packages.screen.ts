/** Traffic packages a member shop buys or is given (SPEC §2.3; the traffic-package-type dictionary; fields designed here). */
import { trafficPackages } from "@contract/config/traffic-packages";
import { defineScreen, enabledStatusField, removeAction } from "@/resources/kit";
import { withLabels } from "@/i18n/catalogue";

export default defineScreen({
  list: trafficPackages.list,
  fields: [
    { key: "index", type: "index" },
    { key: "name", width: 180, max: 50, search: true, form: { required: true } },
    {
      key: "type",
      type: "dict",
      dict: "trafficPackageType",
      width: 110,
      search: true,
      form: { required: true, initial: 1 },
    },
    {
      key: "visits",
      type: "number",
      width: 110,
      form: { required: true, rules: { integer: true, min: 1, max: 100000000 } },
    },
    {
      key: "validDays",
      type: "number",
      width: 110,
      form: { required: true, rules: { integer: true, min: 1, max: 3650 } },
    },
    { key: "price", type: "money", width: 120, form: { required: true, rules: { min: 0, max: 9999999999999 } } },
    enabledStatusField(trafficPackages.save),
    { key: "createdTime", type: "dateTime" },
  ],
  forms: {
    add: { container: "modal", endpoints: { add: trafficPackages.save } },
    edit: { container: "modal", endpoints: { edit: trafficPackages.save } },
  },
  rowActions: [removeAction(trafficPackages.delete)],
  actionsWidth: 140,
  i18n: withLabels(trafficPackages.labels, {
    "zh-CN": { fields: { type: "类型" } },
    "en-US": {
      fields: { type: "Type" },
    },
  }),
});
