/** Member list (SPEC §2.3 user list, §7.5 "Members"): the member's row and the calls of the list and its dialogs. */
import { call, listCall } from "../calls";

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

export const userList = {
  list: listCall<MemberRow>()({
    style: "body",
    path: "/member-info/queryAll",
    filters: {
      userId: "int",
      phone: "text",
      realName: "text",
      inviteCode: "text",
      teamLevel: "enum",
      realNameStatus: "enum",
      status: "enum",
      isTest: "flag",
      registerStart: "time",
      registerEnd: "time",
    },
  }),
  extraInfo: call("query", "/member-info/extraInfo", { id: "int" }),
  save: call("body", "/member-info/saveOrUpdate", "add|edit", {
    id: "int",
    isTest: "flag",
    phone: "text",
    realName: "text",
    referrerInviteCode: "text",
    remark: "text",
    teamLevel: "enum",
  }),
  batchInsert: call("body", "/member-info/batchInsert", "add", { count: "int", phonePrefix: "text" }),
  freeze: call("body", "/member-info/freezeMembers", "edit", { ids: "list", status: "enum" }),
  offline: call("body", "/member-info/offline", "edit", { id: "int" }),
  clearSms: call("body", "/member-info/clear/sms/count", "edit", { id: "int" }),
  inviteCode: call("body", "/member-info/editDisableInviteCode", "edit", { disabled: "flag", id: "int" }),
};
