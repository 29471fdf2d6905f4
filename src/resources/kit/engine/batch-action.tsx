/**
 * An action on the selected rows (kit part): a toolbar button, disabled until rows are selected, that confirms with
 * the count, calls its endpoint with the rows' payload, toasts and reloads.
 */
import { Button } from "antd";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import type { Endpoint } from "@/providers/endpoint";
import type { Params } from "@/providers/http";
import type { ToolbarProps } from "./types";
import { useCall } from "./use-call";

export interface BatchActionSpec<T> {
  key: string;
  /** Button text (i18n key). */
  labelKey: string;
  endpoint: Endpoint;
  payload: (rows: readonly T[]) => Params;
  /** Confirmation text key, given `{{count}}`; none: no confirmation. */
  confirmKey?: string;
  successKey?: string;
  danger?: boolean;
}

export function batchActionComponent<T>(spec: BatchActionSpec<T>): ComponentType<ToolbarProps<T>> {
  return function BatchAction({ selected = [], context }) {
    const { t } = useTranslation();
    const call = useCall();
    return (
      <Button
        danger={spec.danger}
        disabled={selected.length === 0}
        data-action={spec.key}
        onClick={() =>
          void call({
            endpoint: spec.endpoint,
            payload: spec.payload(selected),
            confirm: spec.confirmKey ? { textKey: spec.confirmKey, values: { count: selected.length } } : undefined,
            successKey: spec.successKey,
            onDone: context.reload,
          })
        }
      >
        {t(spec.labelKey)}
        {selected.length > 0 ? ` (${selected.length})` : ""}
      </Button>
    );
  };
}
