/**
 * Team list (SPEC §2.3, §2.9): members with their team figures; the level-update-record, next-level ('直推下级') and
 * next-next-level ('间接下级') dialogs.
 */
import { defineScreen } from "@/resources/kit";
import { LevelRecordAction } from "./team-list/level-records";
import { DirectAction, IndirectAction } from "./team-list/subordinates-action";
import { TEAM_MEMBER_FIELDS, TEAM_MEMBER_LABELS } from "./team-list/member-fields";
import { teamList } from "@contract/team/team-list";

export default defineScreen({
  list: teamList.list,
  fields: TEAM_MEMBER_FIELDS,
  rowActions: [
    { key: "levelRecord", component: LevelRecordAction },
    { key: "direct", component: DirectAction },
    { key: "indirect", component: IndirectAction },
  ],
  actionsWidth: 300,
  i18n: {
    "zh-CN": {
      fields: {
        ...TEAM_MEMBER_LABELS["zh-CN"],
        changedTime: "变更时间",
        beforeLevel: "变更前等级",
        afterLevel: "变更后等级",
        changeType: "变更类型",
      },
      actions: { levelRecord: "等级变更记录" },
      levelRecord: { title: "【{{name}}】的等级变更记录" },
      changeType: { "1": "达标升级", "2": "降级", "3": "后台调整" },
    },
    "en-US": {
      fields: {
        ...TEAM_MEMBER_LABELS["en-US"],
        changedTime: "Changed",
        beforeLevel: "Level before",
        afterLevel: "Level after",
        changeType: "Change",
      },
      actions: { levelRecord: "Level changes" },
      levelRecord: { title: "Level changes of [{{name}}]" },
      changeType: { "1": "Upgraded", "2": "Downgraded", "3": "Set by staff" },
    },
  },
});
