export interface StaffUser {
  id: string;
  username: string;
  nickname: string;
  avatar: string;
  email: string;
  mobile: string;
  sex: string;
  type: number;
  status: 0 | -1;
  departmentId: string | null;
  departmentTitle: string;
  /** X-Boot's roles of the user; `roleIds` and `roleNames` are the contract server's extras. */
  roles?: { id: string; name: string; description?: string }[];
  roleIds?: string[];
  roleNames?: string;
  locked: boolean;
  twoFactorBound: boolean;
  createTime: string;
}

export const STAFF_STATUS = { enabled: 0, disabled: -1 } as const;

/**
 * The edit form's values: X-Boot's edit replaces the whole user and removes every role not sent, so the form opens
 * with the row and its roles as `roleIds` (from `roles` where the back end sends no `roleIds`).
 */
export function staffFormValues(row: StaffUser): Record<string, unknown> {
  return { ...row, roleIds: row.roleIds ?? row.roles?.map((role) => role.id) ?? [] };
}
