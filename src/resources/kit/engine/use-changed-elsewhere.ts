/**
 * Whether someone else changed a row while a dialog about it is open (a review, docs/live-updates.md): the dialog
 * listens to its list's live events while `watching`, and says so before the user confirms.
 */
import { useSubscription, type LiveEvent } from "@refinedev/core";
import { useCallback, useEffect, useState } from "react";

export function useChangedElsewhere(resource: string | undefined, rowId: unknown, watching: boolean): boolean {
  const [changed, setChanged] = useState(false);
  const id = String(rowId);
  const onLiveEvent = useCallback(
    (event: LiveEvent) => {
      const ids: unknown[] = Array.isArray(event.payload.ids) ? event.payload.ids : [];
      if (ids.some((one) => String(one) === id)) setChanged(true);
    },
    [id],
  );
  useSubscription({
    channel: `resources/${resource ?? ""}`,
    params: { resource },
    types: ["*"],
    enabled: watching && resource !== undefined && rowId !== undefined,
    onLiveEvent,
  });
  useEffect(() => {
    if (!watching) setChanged(false);
  }, [watching]);
  return changed;
}
