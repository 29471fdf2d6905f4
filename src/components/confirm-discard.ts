/**
 * Closing a form that holds typed changes (Esc, the close icon, Cancel where a form says so): ask before the
 * changes go ('Discard your changes?'); close at once when nothing was typed.
 */
import { t } from "@/i18n";
import { notify } from "@/lib/notify";

export function closeUnlessTyped(typed: boolean, close: () => void): void {
  if (!typed) return close();
  notify.confirm({
    title: t("common.discard.title"),
    content: t("common.discard.text"),
    okText: t("common.discard.ok"),
    cancelText: t("common.discard.keep"),
    onOk: close,
  });
}
