/** Member levels 0–6 (SPEC §2.3 level config; fields designed here): one row per level, edit only. */
import { call, listCall } from "../calls";

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
