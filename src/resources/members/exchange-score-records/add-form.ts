/** 'Add' (SPEC §2.5, content not shown): a manual exchange order for a member — goods, SKU, delivery address. */
import type { FormDef } from "@/resources/dsl/form-types";
import type { ExchangeRecord } from "./types";
import { RegionNamesInput } from "./region-input";

export const exchangeAddForm: FormDef<ExchangeRecord> = {
  container: "drawer",
  width: 600,
  titleKeys: { add: "exchangeScoreRecords.form.title", edit: "exchangeScoreRecords.form.title" },
  fields: [
    { key: "uid", kind: "digits", rules: { required: true, maxLength: 16 } },
    {
      key: "goodsId",
      kind: "select",
      labelKey: "exchangeScoreRecords.fields.goods",
      optionsFrom: { endpoint: { path: "/score/exchange/goods/options", style: "query", result: "array" }, value: "goodsId", label: "goodsName" },
      rules: { required: true, requiredKey: "exchangeScoreRecords.form.goodsRequired" },
      helpKey: "exchangeScoreRecords.form.goodsHelp",
    },
    { key: "skuName", kind: "text", rules: { maxLength: 100 } },
    { key: "threePartyOrderId", kind: "digits", rules: { maxLength: 50 } },
    { key: "region", kind: "custom", component: RegionNamesInput, rules: { required: true, requiredKey: "exchangeScoreRecords.form.regionRequired" } },
    { key: "streetAddress", kind: "text", rules: { required: true, maxLength: 100 } },
  ],
  // The picker holds [province, city, district]; the record keeps them as three texts.
  toPayload: ({ region, ...values }) => {
    const [provinceTxt, cityTxt, districtTxt] = Array.isArray(region) ? region.map(String) : [];
    return { ...values, provinceTxt, cityTxt, districtTxt: districtTxt ?? null };
  },
  endpoints: { add: { path: "/score/exchange/record/add", style: "body" } },
};
