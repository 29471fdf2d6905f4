/**
 * The guards a screen declares (any permType of its page, or a role), asked of accessControlProvider.can — the one
 * place that decides. Components ask `has('edit')` or `has(undefined, 'ROLE_X')`; they never read storage.
 */
import { useCanWithoutCache } from "@refinedev/core";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { PermType } from "@/providers/session/menu-types";

export interface Guard {
  permType?: PermType;
  role?: string;
}

export type Has = (permType?: PermType, role?: string) => boolean;

const keyOf = ({ permType, role }: Guard) => `${permType ?? ""}|${role ?? ""}`;
const STANDARD: readonly Guard[] = [
  { permType: "add" },
  { permType: "edit" },
  { permType: "delete" },
  { permType: "output" },
];

export function usePermissions(
  resource: string | undefined,
  declared: readonly Guard[] = [],
): { has: Has; ready: boolean } {
  const { can } = useCanWithoutCache();
  const guards = useMemo(() => {
    const all = new Map<string, Guard>();
    for (const guard of [...STANDARD, ...declared]) if (guard.permType || guard.role) all.set(keyOf(guard), guard);
    return [...all.values()];
    // The declared guards come from a constant definition; their keys identify them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [declared.map(keyOf).join(",")]);
  const [granted, setGranted] = useState<{ resource: string | undefined; keys: ReadonlySet<string> } | null>(null);

  useEffect(() => {
    if (!resource || !can) return;
    let live = true;
    void Promise.all(
      guards.map(async (guard) => {
        // Both halves must hold: the role (exact match) and the page's permType.
        const answer = await can({
          resource,
          action: guard.permType ?? "list",
          params: guard.role ? { role: guard.role } : undefined,
        });
        return answer.can ? keyOf(guard) : null;
      }),
    ).then((keys) => {
      if (live) setGranted({ resource, keys: new Set(keys.filter((key): key is string => key !== null)) });
    });
    return () => {
      live = false;
    };
  }, [resource, can, guards]);

  const keys = granted !== null && granted.resource === resource ? granted.keys : null;
  // Stable while the answers are: columns memoise on it.
  const has = useCallback<Has>(
    (permType, role) => (!permType && !role) || (keys?.has(keyOf({ permType, role })) ?? false),
    [keys],
  );
  return { has, ready: keys !== null };
}
