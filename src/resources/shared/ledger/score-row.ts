/** A points record (score_record) and the manual add/deduct fields both points screens share. */
import { operationBalanceScore } from "@contract/finance/operation-balance-score";
import type { FieldDef, ScreenForm } from "@/resources/kit";
import { balanceConfirm, debitWithinBalance, POINTS_RULES, withoutLookup, type BalanceCheck } from "./balance-check";
import type { ScoreRow } from "@contract/shared/ledger";
import { balancePanelField } from "./member-balance";

/** The points form's member-and-points check (balance-check.ts). */
export const pointsCheck = (namespace: string): BalanceCheck => ({ namespace, kind: "points" });

/**
 * Type (the form offers 3 add / 4 deduct of the points-record dictionary, labelled `<namespace>.scoreType.*`), points,
 * the member with their points now and after (as typed), before/after, reason. `searchType: false` where the list holds two types only (a dictionary select would offer
 * all five).
 */
/** The points record's own fields; searched by `type` (its change type) where `searchType`. */
export const scoreFields = (namespace: string, searchType = true): readonly FieldDef<ScoreRow, "type">[] => [
  {
    key: "type",
    type: "dict",
    dict: "scoreRecordType",
    width: 110,
    search: searchType,
    form: {
      kind: "select",
      required: true,
      initial: 3,
      options: [
        { value: 3, labelKey: `${namespace}.scoreType.add` },
        { value: 4, labelKey: `${namespace}.scoreType.deduct` },
      ],
    },
  },
  {
    key: "score",
    type: "number",
    width: 90,
    form: {
      required: true,
      rules: {
        ...POINTS_RULES,
        validate: debitWithinBalance(pointsCheck(namespace)),
        dependsOn: ["member", "type"],
      },
    },
  },
  balancePanelField<ScoreRow>(pointsCheck(namespace)),
  { key: "scoreBefore", type: "number", width: 100 },
  { key: "scoreAfter", type: "number", width: 100 },
  { key: "remark", width: 130, ellipsis: true, form: { kind: "textarea", required: true, rules: { maxLength: 100 } } },
];

/**
 * The manual add/deduct form both points screens open (`/score/user/update`), titled `<namespace>.form.title` and
 * confirmed with the member's points now and after.
 */
export const pointsAdjustForm = (namespace: string): ScreenForm<ScoreRow> => ({
  container: "modal",
  width: 520,
  titleKeys: { add: ".form.title", edit: ".form.title" },
  endpoints: { add: operationBalanceScore.update },
  confirm: balanceConfirm(pointsCheck(namespace)),
  toPayload: withoutLookup,
});
