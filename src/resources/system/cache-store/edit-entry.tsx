/**
 * The Edit row action of the cache store: the list shows only the start of a value, so the whole value (and its
 * time left) is loaded first and the declared edit form opens with it — never saving the preview back.
 */
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cacheStore, type CacheEntry } from "@contract/system/cache-store";
import { useEndpointRead, type ActionContext } from "@/resources/kit";

export function EditEntry({ row, context }: { row: CacheEntry; context: ActionContext }) {
  const { t } = useTranslation();
  const read = useEndpointRead();
  const [loading, setLoading] = useState(false);
  const open = async () => {
    setLoading(true);
    try {
      const entry = await read<Partial<CacheEntry> | undefined>(cacheStore.entry, { key: row.key });
      context.openForm?.("edit", { ...row, ...entry });
    } catch {
      // The client has shown why (e.g. the key expired meanwhile); the list reloads to show what is left.
      context.reload();
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button type="link" size="small" loading={loading} data-action="edit" onClick={() => void open()}>
      {t("common.actions.edit")}
    </Button>
  );
}
