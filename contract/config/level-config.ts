/** Member levels 0–6 (SPEC §2.3 level config; fields designed here): one row per level, edit only. */
import { call, listCall } from "../calls";
import { labels } from "../labels";

export interface LevelConfig {
  id: number;
  level: number;
  levelName: string;
  icon: string;
  minAssets: number;
  dailyWithdrawTimes: number;
  remark: string;
  updatedTime: string;
}

export const levelConfig = {
  labels: labels({
    icon: ["等级图标", "Level icon"],
    minAssets: ["最低资产", "Minimum assets"],
    remark: ["等级权益", "Level benefits"],
  }),
  list: listCall<LevelConfig>()({
    style: "body",
    path: "/level/getLevelConfig",
    filters: {},
  }),
  update: call("body", "/level/update", "edit", {
    dailyWithdrawTimes: "int",
    icon: "text",
    id: "int",
    levelName: "text",
    minAssets: "number",
    remark: "text",
  }),
};
