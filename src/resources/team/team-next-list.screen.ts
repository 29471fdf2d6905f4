/** Direct subordinates (SPEC §2.3 team next list): pick a member by ID or phone, list the members it referred. */
import { teamNextList } from "@contract/team/team-next-list";
import { defineScreen } from "@/resources/kit";
import { TEAM_MEMBER_FIELDS, TEAM_MEMBER_LABELS } from "./team-list/member-fields";
import { DirectAction } from "./team-list/subordinates-action";

export default defineScreen({
  list: teamNextList.list,
  fields: [
    { key: "referrerId", type: "member", width: 110, max: 16, search: { param: "userId" } },
    { key: "referrerName", width: 110 },
    { key: "referrerPhone", type: "memberPhone", max: 16, search: { param: "phone" } },
    ...TEAM_MEMBER_FIELDS.map(({ search: _search, ...field }) => field),
  ],
  // A row's member's own subordinates of the same kind, in the drawer the team list opens (drill-down inside it).
  rowActions: [{ key: "direct", component: DirectAction }],
  actionsWidth: 130,
  i18n: {
    "zh-CN": {
      fields: {
        ...TEAM_MEMBER_LABELS["zh-CN"],
        id: "下级用户ID",
        referrerId: "上级用户ID",
        referrerName: "上级姓名",
        referrerPhone: "上级手机号",
      },
    },
    "en-US": {
      fields: {
        ...TEAM_MEMBER_LABELS["en-US"],
        id: "Subordinate user ID",
        referrerId: "Upline user ID",
        referrerName: "Upline name",
        referrerPhone: "Upline phone",
      },
    },
  },
});
