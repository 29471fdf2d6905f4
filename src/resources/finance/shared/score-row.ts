/** A points record (score_record) and the manual add/deduct fields both points screens share. */
import type { FieldDef } from "@/resources/kit";
import { debitWithinBalance, POINTS_RULES, type BalanceCheck } from "./balance-check";
import { balancePanelField } from "./member-balance";

export interface ScoreRow {
  id: number;
  index?: never;
  uid: number;
  phone: string | null;
  realName: string | null;
  isTest: 0 | 1;
  type: 0 | 1 | 2 | 3 | 4;
  score: number;
  scoreBefore: number;
  scoreAfter: number;
  orderNo: string | null;
  operator: string | null;
  remark: string | null;
  createdTime: string;
}

/** The points form's member-and-points check (balance-check.ts). */
export const pointsCheck = (namespace: string): BalanceCheck => ({ namespace, kind: "points" });

/**
 * Type (the form offers 3 add / 4 deduct of the points-record dictionary, labelled `<namespace>.scoreType.*`), points,
 * the member with their points now and after (as typed), before/after, reason. `searchType: false` where the list holds two types only (a dictionary select would offer
 * all five).
 */
export const scoreFields = (namespace: string, searchType = true): readonly FieldDef<ScoreRow>[] => [
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
