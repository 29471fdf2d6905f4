/**
 * SPEC §6: an element guarded by a permission type is hidden when the type is not in the permTypes of the menu
 * page that mounted the resource (a capability, `sensitive` or `reveal`: of any page of the menu); an element guarded by a role is hidden when the stored roles lack it (exact match).
 */
import type { AccessControlProvider, CanParams, CanReturnType } from "@refinedev/core";
import { CAPABILITY_TYPES, type PermType } from "@/providers/session/menu-types";

/** Refine's verbs → the spec's permission types; any other action names its permType itself. */
const PERM_OF_ACTION: Record<string, PermType | null> = {
  list: null,
  show: null,
  create: "add",
  clone: "add",
  edit: "edit",
  delete: "delete",
  export: "output",
};

export function permTypeFor(action: string): PermType | null {
  return action in PERM_OF_ACTION ? PERM_OF_ACTION[action] : action;
}

export interface AccessSources {
  permTypesOf: (resource: string) => PermType[] | undefined;
  roles: () => string[];
  /** Every page's permTypes: a capability (`sensitive`, `reveal`) held on any page holds everywhere. */
  allPermTypes?: () => readonly PermType[][];
}

/** A `can` that also answers at once, with the same answer (`now`). */
export type CanAtOnce = ((params: CanParams) => Promise<CanReturnType>) & { now(params: CanParams): CanReturnType };

/** The at-once answer of a provider's `can`, when it gives one (the console's does; a test's own provider may not). */
export function answerAtOnce(can: unknown): CanAtOnce["now"] | undefined {
  const now: unknown = typeof can === "function" ? (can as Partial<CanAtOnce>).now : undefined;
  return typeof now === "function" ? (now as CanAtOnce["now"]) : undefined;
}

/**
 * The console's access control. Refine's `can` is asynchronous by contract; the console's also answers at once
 * (`can.now`, the same decision), so the kit's guards have their answers in a list's first render (its columns, row
 * selection and actions) instead of drawing the table again a moment later (use-permissions.ts).
 */
export function createAccessControlProvider(sources: AccessSources): AccessControlProvider & { can: CanAtOnce } {
  const now = ({ resource, action, params }: CanParams): CanReturnType => {
    const role: unknown = (params as { role?: unknown } | undefined)?.role;
    if (typeof role === "string" && !sources.roles().includes(role)) return { can: false, reason: "role" };
    if (!resource) return { can: true };
    const permTypes = sources.permTypesOf(resource);
    if (!permTypes) return { can: false, reason: "page" };
    const needed = permTypeFor(action);
    if (needed !== null && CAPABILITY_TYPES.includes(needed))
      return (sources.allPermTypes?.() ?? [permTypes]).some((types) => types.includes(needed))
        ? { can: true }
        : { can: false, reason: needed };
    return needed === null || permTypes.includes(needed) ? { can: true } : { can: false, reason: needed };
  };
  return {
    can: Object.assign(async (params: CanParams) => now(params), { now }),
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}
