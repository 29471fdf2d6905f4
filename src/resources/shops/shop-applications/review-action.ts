/**
 * The review dialog of a pending application: the decision (approve / reject) and a remark, required for a rejection
 * (at most 50 characters, as every rejection reason). The server checks the transition again.
 */
import { type FormField, type RowAction, formAction } from "@/resources/kit";
import { ApplyStatus, type ShopApplication } from "@contract/shops/shop-applications";

export function reviewAction(namespace: string, path: string, approveTo: number): RowAction<ShopApplication> {
  const fields: readonly FormField[] = [
    { key: "shopName", kind: "text", disabled: true },
    {
      key: "decision",
      kind: "select",
      rules: { required: true },
      options: [
        { value: approveTo, labelKey: "common.actions.approve" },
        { value: ApplyStatus.rejected, labelKey: "common.actions.reject" },
      ],
    },
    {
      key: "remark",
      label: "rejectReason",
      kind: "textarea",
      rows: 3,
      rules: { required: true, maxLength: 50 },
      // Only a rejection asks for (and sends) a reason.
      visibleWhen: (values) => values.decision === ApplyStatus.rejected,
    },
  ];
  const action = formAction<ShopApplication>("review", {
    namespace,
    endpoint: { path, style: "body" },
    visible: (row) => row.status === ApplyStatus.pending,
    fields,
    fromRow: (row) => ({ shopName: row.shopName, decision: approveTo }),
    // From the review queue's keys: A starts at approve (Enter submits), R at reject (the reason focused).
    intents: {
      approve: { values: { decision: approveTo }, focus: "submit" },
      reject: { values: { decision: ApplyStatus.rejected }, focus: "remark" },
    },
    toPayload: (values, _mode, row) => ({ id: row?.id, status: values.decision, remark: values.remark ?? null }),
  });
  // A review decision: the queue offers it, the row shows who else is reviewing.
  return { ...action, review: true };
}
