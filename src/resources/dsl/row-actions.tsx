/** The action cell: the row's applicable actions (permType held, visibility rule true), or the fallback. */
import { Button, Space } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ActionContext, ResourceDefinition, RowAction } from "./types";
import { useCall } from "./use-call";

export function applicableActions<T>(actions: readonly RowAction<T>[], row: T, has: (permType: RowAction<T>["permType"]) => boolean): RowAction<T>[] {
  return actions.filter((action) => has(action.permType) && (action.visible?.(row) ?? true));
}

/** The declared row actions, with 'edit' first when an edit form is declared and no action places it. */
export function declaredActions<T>(definition: ResourceDefinition<T>): readonly RowAction<T>[] {
  const actions = definition.rowActions ?? [];
  if (!definition.forms?.edit || actions.some((action) => action.form === "edit")) return actions;
  return [{ key: "edit", labelKey: "common.actions.edit", permType: "edit", form: "edit" }, ...actions];
}

interface Props<T> {
  definition: ResourceDefinition<T>;
  row: T;
  has: (permType: RowAction<T>["permType"]) => boolean;
  context: ActionContext;
}

export function RowActions<T>({ definition, row, has, context }: Props<T>): ReactNode {
  const { t } = useTranslation();
  const call = useCall();
  const actions = applicableActions(declaredActions(definition), row, has);
  if (actions.length === 0) return definition.actionsFallback?.(row) ?? null;
  return (
    <Space size={0} wrap>
      {actions.map((action) => {
        if (action.component) {
          const Custom = action.component;
          return <Custom key={action.key} row={row} context={context} />;
        }
        return (
          <Button
            key={action.key}
            type="link"
            size="small"
            danger={action.danger}
            data-action={action.key}
            onClick={() => {
              if (action.form) {
                context.openForm?.(action.form, row);
                return;
              }
              if (!action.endpoint) return;
              void call({ endpoint: action.endpoint, payload: action.payload?.(row) ?? {}, confirm: action.confirm, successKey: action.successKey, onDone: context.reload });
            }}
          >
            {t(action.labelKey ?? `${definition.namespace}.actions.${action.key}`)}
          </Button>
        );
      })}
    </Space>
  );
}
