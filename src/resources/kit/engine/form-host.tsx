/**
 * The list page's forms: which declared form is open (add, or edit with a row), the toolbar 'add' button
 * (permType add) and the element to render. Row actions open the edit form through ActionContext.openForm.
 */
import { Button } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { usePathname } from "@/lib/route-hooks";
import { draftKey, findDraft } from "@/lib/drafts";
import { storedUsername } from "@/lib/storage";
import type { FormMode } from "./form-types";
import type { ResourceDefinition } from "./types";
import { ResourceForm } from "./resource-form";
import type { Has } from "./use-permissions";
import { isKnownAbsent, useAbsentCalls } from "./absent-calls";

interface Opened<T> {
  mode: FormMode;
  row?: T;
}

export interface FormHost {
  /** The row comes from the list's own rows (typed as T there); the action context passes it untyped. */
  open: (mode: FormMode, row?: unknown) => void;
  /** The toolbar 'add' button, when an add form is declared and the user holds 'add'. */
  addButton: ReactNode;
  element: ReactNode;
}

export function useFormHost<T>(definition: ResourceDefinition<T>, has: Has, reload: () => void): FormHost {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<Opened<T> | null>(null);
  const open = useCallback((mode: FormMode, row?: unknown) => setOpened({ mode, row: row as T | undefined }), []);
  const close = useCallback(() => setOpened(null), []);
  // Back on the page after a session ended with a form open: that form opens again (it restores what was typed),
  // once the user's permissions are known.
  const pathname = usePathname();
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    const draft = findDraft(draftKey(pathname, definition.namespace, "").slice(0, -1), storedUsername());
    const mode = draft?.key.split("|")[2] as FormMode | undefined;
    if (!draft || !mode || !definition.forms?.[mode]) {
      restored.current = true;
      return;
    }
    if (!has(mode === "add" ? "add" : "edit")) return;
    restored.current = true;
    setOpened({ mode, row: draft.row as T | undefined });
  }, [pathname, definition, has]);
  const def = opened ? definition.forms?.[opened.mode] : undefined;
  // An add form whose call turned out absent on this back end is no longer offered (absent-calls.ts).
  useAbsentCalls();
  const addForm = definition.forms?.add;
  const addButton =
    addForm && has("add") && !isKnownAbsent(addForm.endpoints.add?.path) ? (
      <Button type="primary" icon={<PlusOutlined />} onClick={() => open("add")} data-action="add" data-perm="add">
        {t("common.actions.add")}
      </Button>
    ) : null;
  const element =
    opened && def ? (
      <ResourceForm<T>
        key={opened.mode}
        namespace={definition.namespace}
        def={def}
        mode={opened.mode}
        row={opened.row}
        onClose={close}
        onSaved={reload}
        history={{ page: definition.screenKey, definition }}
      />
    ) : null;
  return { open, addButton, element };
}
