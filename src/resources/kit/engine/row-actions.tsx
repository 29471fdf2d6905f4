/** The action cell: the row's applicable actions (guard held, visibility rule true), or the fallback. */
import { Button, Space } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { actionLabelKeys } from "./labels";
import { ReviewingTag } from "./review-presence";
import type { ActionContext, ConfirmSpec, ResourceDefinition, RowAction } from "./types";
import { useCall } from "./use-call";
import { isKnownAbsent, useAbsentCalls } from "./absent-calls";
import type { Has } from "./use-permissions";

export function applicableActions<T>(actions: readonly RowAction<T>[], row: T, has: Has): RowAction<T>[] {
  // Shown only when the predicate says true: a field a back end leaves out (undefined) hides the action; and not
  // once its call has turned out absent on this back end.
  return actions.filter(
    (action) =>
      has(action.permType, action.role) &&
      (action.visible ? action.visible(row) === true : true) &&
      !isKnownAbsent(action.endpoint?.path),
  );
}

/** The declared row actions, with 'edit' first when an edit form is declared and no action places it. */
export function declaredActions<T>(definition: ResourceDefinition<T>): readonly RowAction<T>[] {
  const actions = definition.rowActions ?? [];
  if (!definition.forms?.edit || actions.some((action) => action.form === "edit")) return actions;
  return [{ key: "edit", labelKey: "common.actions.edit", permType: "edit", form: "edit" }, ...actions];
}

export function confirmOf<T>(action: RowAction<T>, row: T): ConfirmSpec | undefined {
  return typeof action.confirm === "function" ? action.confirm(row) : action.confirm;
}

interface Props<T> {
  definition: ResourceDefinition<T>;
  row: T;
  has: Has;
  context: ActionContext;
}

export function RowActions<T>({ definition, row, has, context }: Props<T>): ReactNode {
  const { t } = useTranslation();
  const call = useCall();
  useAbsentCalls();
  const page = context.scope?.page;
  const actions = applicableActions(declaredActions(definition), row, has);
  if (actions.length === 0) return definition.actionsFallback?.(row) ?? null;
  const rowId = (row as { id?: unknown }).id;
  // A dialog's History tab reads the fields by key and kind only (history/model.ts): any list's will do.
  const withFields: ActionContext = { ...context, fields: definition as unknown as ActionContext["fields"] };
  return (
    <Space size={0} wrap>
      {actions.some((action) => action.review) && <ReviewingTag page={page} id={rowId} />}
      {actions.map((action) => {
        if (action.component) {
          const Custom = action.component;
          return (
            <span key={action.key} data-perm={action.permType} style={{ display: "contents" }}>
              <Custom row={row} context={withFields} />
            </span>
          );
        }
        return (
          <Button
            key={action.key}
            type="link"
            size="small"
            danger={action.danger}
            disabled={action.disabled?.(row) ?? false}
            data-action={action.key}
            data-perm={action.permType}
            onClick={() => {
              if (action.form) {
                context.openForm?.(action.form, row);
                return;
              }
              if (!action.endpoint) return;
              void call({
                endpoint: action.endpoint,
                payload: action.payload?.(row) ?? {},
                confirm: confirmOf(action, row),
                successKey: action.successKey,
                ...(action.review && page !== undefined ? { presence: { page, id: rowId } } : {}),
                onDone: context.reload,
              });
            }}
          >
            {t(action.labelKey ?? actionLabelKeys(definition.namespace, action.key))}
          </Button>
        );
      })}
    </Space>
  );
}
