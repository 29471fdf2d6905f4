/**
 * A row action opening a small form dialog of its own (send a package, pick a type, change the sort): the declared
 * fields, pre-filled from the row, saved through one endpoint with `toPayload`, then a toast and a reload. The same
 * ResourceForm as the add/edit forms, so validation, a refused save keeping what was typed, and the mask rules hold.
 */
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Endpoint } from "@/providers/endpoint";
import type { PermType } from "@/providers/session/menu-types";
import type { FormDef } from "./engine/form-types";
import { ResourceForm } from "./engine/resource-form";
import type { RowAction } from "./engine/types";

export interface FormActionSpec<T> extends Omit<FormDef<T>, "titleKeys" | "endpoints" | "container" | "width"> {
  /** The screen's i18n namespace: the button is `<namespace>.actions.<key>`, also the dialog's title. */
  namespace: string;
  endpoint: Endpoint;
  permType?: PermType;
  visible?: (row: T) => boolean;
  width?: number;
}

export function formAction<T>(key: string, spec: FormActionSpec<T>): RowAction<T> {
  const { namespace, endpoint, permType = "edit", visible, width = 520, ...form } = spec;
  const titleKey = `${namespace}.actions.${key}`;
  const def: FormDef<T> = {
    ...form,
    container: "modal",
    width,
    titleKeys: { add: titleKey, edit: titleKey },
    endpoints: { edit: endpoint },
  };
  function FormAction({ row, context }: { row: T; context: { reload: () => void } }) {
    const { t } = useTranslation();
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button type="link" size="small" data-action={key} onClick={() => setOpen(true)}>
          {t(titleKey)}
        </Button>
        {open && (
          <ResourceForm<T>
            namespace={namespace}
            def={def}
            mode="edit"
            row={row}
            onClose={() => setOpen(false)}
            onSaved={context.reload}
          />
        )}
      </>
    );
  }
  return { key, permType, ...(visible ? { visible } : {}), component: FormAction };
}
