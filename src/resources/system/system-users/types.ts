export interface StaffUser {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  email: string;
  mobile: string;
  sex: string;
  type: number;
  status: 0 | -1;
  departmentId: number | null;
  departmentTitle: string;
  roleIds: number[];
  roleNames: string;
  locked: boolean;
  twoFactorBound: boolean;
  createTime: string;
}

export const STAFF_STATUS = { enabled: 0, disabled: -1 } as const;
