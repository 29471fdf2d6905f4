/** A member as the member list shows it (server/screens/members/user-list.ts). */
export interface MemberRow {
  id: number;
  realName: string;
  phone: string;
  isTest: boolean;
  referrerId: number | null;
  teamLevel: number;
  teamUserCount: number;
  usdtBalance: number;
  rmbBalance: number;
  score: number;
  inviteCode: string | null;
  inviteCodeDisabled: boolean;
  /** SPEC §4 account: 0 normal, 1 frozen. */
  status: 0 | 1;
  /** SPEC §4 real-name verification: 0 unverified, 1 under review, 2 verified, 3 confirmed by the user. */
  realNameStatus: number;
  smsCount: number;
  online: boolean;
  lastLoginTime: string | null;
  remark: string;
  registerTime: string;
}

export const AccountStatus = { normal: 0, frozen: 1 } as const;

/** The calls of the member list (SPEC §7.5 "Members"). */
export const MEMBER_API = {
  list: "/member-info/queryAll",
  save: "/member-info/saveOrUpdate",
  batchInsert: "/member-info/batchInsert",
  freeze: "/member-info/freezeMembers",
  offline: "/member-info/offline",
  clearSms: "/member-info/clear/sms/count",
  inviteCode: "/member-info/editDisableInviteCode",
  extraInfo: "/member-info/extraInfo",
} as const;

/** A mainland mobile number (the server checks the same). */
export const PHONE = /^1\d{10}$/;
