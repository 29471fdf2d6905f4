/**
 * One-line row actions every CRUD screen has: delete by id with the standard confirmation, review approve/reject with
 * a required reason, and the status toggle of a switch column.
 */
import type { Endpoint } from "@/providers/endpoint";
import type { Params } from "@/providers/http";
import type { PermType } from "@/providers/session/menu-types";
import { reasonActionComponent, type ReasonActionSpec } from "./engine/reason-action";
import { batchActionComponent, type BatchActionSpec } from "./engine/batch-action";
import { batchReviewComponent, type BatchReviewSpec } from "./engine/batch-review";
import type { ConfirmFact, RowAction, ToggleSpec, ToolbarItem } from "./engine/types";
import type { FieldDef } from "./screen-types";

const post = (path: string): Endpoint => ({ path, style: "body" });
const endpointOf = (target: string | Endpoint): Endpoint => (typeof target === "string" ? post(target) : target);

/**
 * The permType guarding the button that makes a call: the one `contract/` declares for the call (what the server
 * checks), else the preset's usual one. `screens.test.ts` fails on a button guarded otherwise than its call.
 */
export const guardOf = (endpoint: Endpoint, usual: PermType): PermType =>
  endpoint.perm && endpoint.perm !== "add|edit" ? endpoint.perm : usual;

interface RemoveOptions<T> {
  key?: string;
  labelKey?: string;
  permType?: PermType;
  payload?: (row: T) => Params;
  visible?: (row: T) => boolean;
}

/**
 * Delete one row (SPEC §2.8, §2.12, §8): '温馨提示' + '删除后无法恢复，请谨慎操作!' ('Friendly reminder' + 'After deletion it
 * cannot be recovered, please operate carefully!'), then '删除成功' and a reload. Sends {id} by default.
 */
export function removeAction<T extends { id?: unknown }>(
  target: string | Endpoint,
  options: RemoveOptions<T> = {},
): RowAction<T> {
  return {
    key: options.key ?? "delete",
    ...(options.labelKey ? { labelKey: options.labelKey } : {}),
    permType: options.permType ?? guardOf(endpointOf(target), "delete"),
    danger: true,
    ...(options.visible ? { visible: options.visible } : {}),
    confirm: { textKey: "common.confirmations.delete" },
    endpoint: endpointOf(target),
    payload: options.payload ?? ((row) => ({ id: row.id })),
    successKey: "common.messages.deleted",
  };
}

interface ReviewOptions<T> {
  permType?: PermType;
  /** When the row may be reviewed (e.g. status pending). */
  visible: (row: T) => boolean;
  /** What a decision acts on, shown in both the approve confirmation and the reject dialog (money: member, amount…). */
  facts?: (row: T) => readonly ConfirmFact[];
  /** `visible`: also needed for Approve alone (e.g. not on one's own four-eyes request). */
  approve: { payload: (row: T) => Params; confirmKey?: string; visible?: (row: T) => boolean };
  reject: Omit<ReasonActionSpec<T>, "key" | "endpoint" | "facts"> & { endpoint?: string | Endpoint };
}

/** Approve (confirmation) and reject (required reason), both on one review endpoint unless reject names its own. */
export function reviewActions<T>(target: string | Endpoint, options: ReviewOptions<T>): RowAction<T>[] {
  const endpoint = endpointOf(target);
  const permType = options.permType ?? guardOf(endpoint, "edit");
  const { endpoint: rejectTarget, ...reject } = options.reject;
  return [
    {
      key: "approve",
      permType,
      visible: (row: T) => options.visible(row) && (options.approve.visible?.(row) ?? true),
      confirm: (row: T) => ({
        textKey: options.approve.confirmKey ?? "common.confirmations.approve",
        ...(options.facts ? { facts: options.facts(row) } : {}),
      }),
      endpoint,
      payload: options.approve.payload,
      review: true,
    },
    {
      key: "reject",
      permType,
      visible: options.visible,
      component: reasonActionComponent({
        ...reject,
        ...(options.facts ? { facts: options.facts } : {}),
        key: "reject",
        endpoint: rejectTarget ? endpointOf(rejectTarget) : endpoint,
        review: true,
      }),
      review: true,
    },
  ];
}

/** Switch labels that read as the `enabled` dictionary (启用 / 禁用), for switch columns searched by that dictionary. */
export const ENABLED_LABELS = ["common.switch.enabled", "common.switch.disabled"] as const;

/** A status switch column's toggle: saves `payload(row, next)` (default {id, status}), guarded by 'edit'. */
export function statusToggle<T extends { id?: unknown }>(
  target: string | Endpoint,
  options: Partial<Omit<ToggleSpec<T>, "endpoint">> = {},
): ToggleSpec<T> {
  return {
    permType: guardOf(endpointOf(target), "edit"),
    payload: (row, next) => ({ id: row.id, status: next }),
    ...options,
    endpoint: endpointOf(target),
  };
}

/**
 * The `status` field of a row that is enabled (1) or disabled (0): a switch column toggled through `target`, searched
 * by the `enabled` dictionary, a switch in the forms (new rows enabled).
 */
export function enabledStatusField<T extends { id?: unknown }>(
  target: string | Endpoint,
  width = 110,
): FieldDef<T, "status"> {
  return {
    key: "status",
    type: "switch",
    dict: "enabled",
    width,
    search: { kind: "dict" },
    toggle: statusToggle<T>(target, { labelKeys: ENABLED_LABELS }),
    form: { switchValues: [1, 0], switchLabelKeys: ENABLED_LABELS, initial: 1 },
  };
}

/** An action on the selected rows (a batch action), guarded by `permType` (default 'edit'). */
export function batchAction<T>(spec: BatchActionSpec<T> & { permType?: PermType }): ToolbarItem<T> {
  const { permType = guardOf(spec.endpoint, "edit"), ...rest } = spec;
  return { key: spec.key, permType, component: batchActionComponent(rest) };
}

/**
 * Batch review of the selected rows: "Approve selected" and "Reject selected" (one reason for all), each row through
 * its own single review call, guarded by the same permType as the row's review buttons (default 'edit').
 */
export function batchReviewActions<T>(spec: BatchReviewSpec<T> & { permType?: PermType }): ToolbarItem<T>[] {
  const { permType = guardOf(spec.approve.endpoint, "edit"), ...rest } = spec;
  return (["approve", "reject"] as const).map((decision) => ({
    key: `batch-${decision}`,
    permType,
    component: batchReviewComponent(rest, decision),
  }));
}
