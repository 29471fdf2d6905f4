import type { StaffUser } from "@contract/system/system-users";

export const STAFF_STATUS = { enabled: 0, disabled: -1 } as const;

/**
 * The edit form's values: X-Boot's edit replaces the whole user and removes every role not sent, so the form opens
 * with the row and its roles as `roleIds` (from `roles` where the back end sends no `roleIds`).
 */
export function staffFormValues(row: StaffUser): Record<string, unknown> {
  return { ...row, roleIds: row.roleIds ?? row.roles?.map((role) => role.id) ?? [] };
}
