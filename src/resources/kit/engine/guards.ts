/** Every guard a definition declares (row actions, toolbar, batch actions, switch toggles), for usePermissions. */
import type { ResourceDefinition } from "./types";
import type { Guard } from "./use-permissions";

export function declaredGuards<T>(definition: ResourceDefinition<T>): Guard[] {
  const guards: Guard[] = [];
  const push = (permType?: string, role?: string) => {
    if (permType || role) guards.push({ ...(permType ? { permType } : {}), ...(role ? { role } : {}) });
  };
  for (const action of definition.rowActions ?? []) push(action.permType, action.role);
  for (const item of [...(definition.toolbar ?? []), ...(definition.batchActions ?? [])])
    push(item.permType, item.role);
  for (const column of definition.columns) push(column.toggle?.permType);
  return guards;
}

/** The permTypes this list guards controls with (forms and export included), for the generated browser checks. */
export function guardTypes<T>(definition: ResourceDefinition<T>): string[] {
  const types = new Set(declaredGuards(definition).flatMap((guard) => (guard.permType ? [guard.permType] : [])));
  if (definition.forms?.add) types.add("add");
  if (definition.forms?.edit) types.add("edit");
  if (definition.export) types.add("output");
  return [...types].sort();
}
