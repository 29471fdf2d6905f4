/** Indirect subordinates (SPEC §2.3 team next-next list): pick a member by ID or phone, list its referrals' referrals. */
import { teamNextNextList } from "@contract/team/team-next-next-list";
import { defineScreen } from "@/resources/kit";
import { TEAM_MEMBER_FIELDS, TEAM_MEMBER_LABELS } from "./team-list/member-fields";
import { IndirectAction } from "./team-list/subordinates-action";

export default defineScreen({
  list: teamNextNextList.list,
  fields: [
    { key: "ancestorId", type: "digits", width: 110, max: 16, search: { param: "userId" } },
    { key: "ancestorName", width: 110 },
    { key: "ancestorPhone", type: "memberPhone", max: 16, search: { param: "phone" } },
    { key: "referrerId", type: "member", width: 110 },
    ...TEAM_MEMBER_FIELDS.map(({ search: _search, ...field }) => field),
  ],
  // A row's member's own subordinates of the same kind, in the drawer the team list opens (drill-down inside it).
  rowActions: [{ key: "indirect", component: IndirectAction }],
  actionsWidth: 130,
  i18n: {
    "zh-CN": {
      fields: {
        ...TEAM_MEMBER_LABELS["zh-CN"],
        id: "下级用户ID",
        ancestorId: "间推上级ID",
        ancestorName: "间推上级姓名",
        ancestorPhone: "间推上级手机号",
        referrerId: "直推上级ID",
      },
    },
    "en-US": {
      fields: {
        ...TEAM_MEMBER_LABELS["en-US"],
        id: "Subordinate user ID",
        ancestorId: "Upline's upline ID",
        ancestorName: "Upline's upline name",
        ancestorPhone: "Upline's upline phone",
        referrerId: "Direct upline ID",
      },
    },
  },
});
