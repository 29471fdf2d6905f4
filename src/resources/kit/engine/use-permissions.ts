/**
 * The guards a screen declares (any permType of its page, or a role), asked of accessControlProvider.can — the one
 * place that decides. Components ask `has('edit')` or `has(undefined, 'ROLE_X')`; they never read storage.
 *
 * The console's `can` also answers at once (`can.now`, access-control-provider.ts): the answers are there in the
 * first render, so a list draws its table once with its columns, row selection and actions. A provider that answers
 * only asynchronously (Refine's contract) is asked after the first render, as before.
 */
import { AccessControlContext, useCanWithoutCache, type CanParams } from "@refinedev/core";
import { useCallback, useContext, useEffect, useMemo, useState } from "react";
import { answerAtOnce } from "@/providers/access-control-provider";
import { useMenu } from "@/providers/session/menu-store";
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

/** What `can` is asked for a guard: both halves must hold, the role (exact match) and the page's permType. */
const question = (resource: string, guard: Guard): CanParams => ({
  resource,
  action: guard.permType ?? "list",
  params: guard.role ? { role: guard.role } : undefined,
});

interface Granted {
  resource: string | undefined;
  keys: ReadonlySet<string>;
}

export function usePermissions(
  resource: string | undefined,
  declared: readonly Guard[] = [],
): { has: Has; ready: boolean } {
  const now = answerAtOnce(useContext(AccessControlContext).can);
  const { can } = useCanWithoutCache();
  // The answers follow the menu: a login (another user, or the same one after a 401) stores the roles, then the menu.
  const { pages } = useMenu();
  const guards = useMemo(() => {
    const all = new Map<string, Guard>();
    for (const guard of [...STANDARD, ...declared]) if (guard.permType || guard.role) all.set(keyOf(guard), guard);
    return [...all.values()];
    // The declared guards come from a constant definition; their keys identify them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [declared.map(keyOf).join(",")]);
  const atOnce = useMemo<Granted | null>(
    () =>
      now && resource
        ? { resource, keys: new Set(guards.filter((guard) => now(question(resource, guard)).can).map(keyOf)) }
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `pages` is what `now` reads, through the menu store.
    [now, resource, guards, pages],
  );
  const [granted, setGranted] = useState<Granted | null>(null);

  useEffect(() => {
    if (!resource || !can || now) return;
    let live = true;
    void Promise.all(
      guards.map(async (guard) => ((await can(question(resource, guard))).can ? keyOf(guard) : null)),
    ).then((keys) => {
      if (live) setGranted({ resource, keys: new Set(keys.filter((key): key is string => key !== null)) });
    });
    return () => {
      live = false;
    };
    // `pages`: asked again when the menu changes, as above.
  }, [resource, can, now, guards, pages]);

  const answered = atOnce ?? granted;
  const keys = answered !== null && answered.resource === resource ? answered.keys : null;
  // Stable while the answers are: columns memoise on it.
  const has = useCallback<Has>(
    (permType, role) => (!permType && !role) || (keys?.has(keyOf({ permType, role })) ?? false),
    [keys],
  );
  return { has, ready: keys !== null };
}
