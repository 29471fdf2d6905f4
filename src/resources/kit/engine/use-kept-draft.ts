/**
 * A form's part in keeping what was typed across the end of a session (src/lib/drafts.ts): while `active`, what
 * `collect` returns is handed over when the session ends; when the form first shows, a draft kept for its key is
 * taken (once) and given to `restore`, and the user is told when it was used. The kit forms and the reason dialogs
 * share it.
 */
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { registerDraft, takeDraft, type DraftValues } from "@/lib/drafts";
import { notify } from "@/lib/notify";
import { storedUsername } from "@/lib/storage";

export interface KeptDraft {
  /** The form's draft key (`draftKey`: route, screen, mode, row id). */
  key: string;
  /** Whether the form is open (default true). */
  active?: boolean;
  /** What would be kept now; null when nothing was typed. */
  collect: () => DraftValues | null;
  /** The row an edit form was opened on, kept beside the values. */
  row?: unknown;
  /** Puts kept values back; false when they do not fit this form (nothing is said then). */
  restore: (values: DraftValues) => boolean;
}

export function useKeptDraft({ key, active = true, collect, row, restore }: KeptDraft): void {
  const { t } = useTranslation();
  // The collector reads the form as it is when the session ends, not as it was when it registered.
  const latest = useRef(collect);
  latest.current = collect;
  useEffect(() => {
    if (!active) return undefined;
    return registerDraft(() => {
      const values = latest.current();
      return values ? { key, values, row } : null;
    });
  }, [active, key, row]);
  useEffect(() => {
    const draft = takeDraft(key, storedUsername());
    if (draft && restore(draft)) notify.info(t("common.messages.draftRestored"));
    // Only when the form first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
