/**
 * The permission types the current user holds on a resource, asked of accessControlProvider.can (the one place
 * that decides). Components ask `has('edit')`; they never read storage.
 */
import { useCan } from "@refinedev/core";
import { useCallback } from "react";
import type { PermType } from "@/providers/session/menu-types";

export function usePermissions(resource: string | undefined): { has: (permType: PermType | undefined) => boolean } {
  const add = useCan({ resource, action: "add", queryOptions: { enabled: Boolean(resource) } });
  const edit = useCan({ resource, action: "edit", queryOptions: { enabled: Boolean(resource) } });
  const del = useCan({ resource, action: "delete", queryOptions: { enabled: Boolean(resource) } });
  const output = useCan({ resource, action: "output", queryOptions: { enabled: Boolean(resource) } });
  const flags = [add.data?.can, edit.data?.can, del.data?.can, output.data?.can].map((can) => can === true);
  const [canAdd, canEdit, canDelete, canOutput] = flags;
  // Stable while the answers are: columns memoise on it.
  const has = useCallback(
    (permType: PermType | undefined) => {
      const granted: Record<string, boolean> = { add: canAdd, edit: canEdit, delete: canDelete, output: canOutput };
      return permType === undefined || granted[permType] === true;
    },
    [canAdd, canEdit, canDelete, canOutput],
  );
  return { has };
}
