/**
 * A row action opening a small form dialog of its own (send a package, pick a type, change the sort): the declared
 * fields, pre-filled from the row, saved through one endpoint with `toPayload`, then a toast and a reload. The same
 * ResourceForm as the add/edit forms, so validation, a refused save keeping what was typed, and the mask rules hold.
 */
import { Button } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Endpoint } from "@/providers/endpoint";
import type { PermType } from "@/providers/session/menu-types";
import type { FormDef, FormValues } from "./engine/form-types";
import { takeReviewIntent, type ReviewIntent } from "./engine/review-queue/intent";
import { guardOf } from "./presets";
import { ResourceForm } from "./engine/resource-form";
import type { HistoryDefinition } from "./engine/history/model";
import type { ActionContext, RowAction } from "./engine/types";

export interface FormActionSpec<T> extends Omit<FormDef<T>, "titleKeys" | "endpoints" | "container" | "width"> {
  /** The screen's i18n namespace: the button is `<namespace>.actions.<key>`, also the dialog's title. */
  namespace: string;
  endpoint: Endpoint;
  permType?: PermType;
  visible?: (row: T) => boolean;
  width?: number;
  /**
   * A review form (a decision among its fields): opened from the review queue by A or R (takeReviewIntent), it starts
   * at that decision — the values set, and the submit button (approve) or the reason field (reject) focused.
   */
  intents?: Record<ReviewIntent, { values: FormValues; focus: "submit" | string }>;
}

export function formAction<T>(key: string, spec: FormActionSpec<T>): RowAction<T> {
  const { namespace, endpoint, permType = guardOf(endpoint, "edit"), visible, width = 520, intents, ...form } = spec;
  const titleKey = `${namespace}.actions.${key}`;
  const def: FormDef<T> = {
    ...form,
    container: "modal",
    width,
    titleKeys: { add: titleKey, edit: titleKey },
    endpoints: { edit: endpoint },
  };
  function FormAction({ row, context }: { row: T; context: ActionContext }) {
    const { t } = useTranslation();
    const [open, setOpen] = useState(false);
    const [intent, setIntent] = useState<ReviewIntent | null>(null);
    const start = intent ? intents?.[intent] : undefined;
    const opened = useMemo(
      () => (start ? { ...def, fromRow: (values: T) => ({ ...def.fromRow?.(values), ...start.values }) } : def),
      [start],
    );
    return (
      <>
        <Button
          type="link"
          size="small"
          data-action={key}
          onClick={() => {
            setIntent(intents ? takeReviewIntent() : null);
            setOpen(true);
          }}
        >
          {t(titleKey)}
        </Button>
        {open && (
          <ResourceForm<T>
            namespace={namespace}
            def={opened}
            mode="edit"
            row={row}
            onClose={() => setOpen(false)}
            onSaved={context.reload}
            {...(start ? { startAt: start.focus } : {})}
            // The row's History tab beside the form, read with the list's fields (any list's will do: by key and kind).
            {...(context.fields
              ? {
                  history: { page: context.scope?.page, definition: context.fields as unknown as HistoryDefinition<T> },
                }
              : {})}
          />
        )}
      </>
    );
  }
  return { key, permType, ...(visible ? { visible } : {}), component: FormAction };
}
