/** Team partner-level configuration (SPEC §2.7): all rows at once; the draggable drawer adds and edits. */
import { call, listCall } from "../calls";
import { labels } from "../labels";

/** A team partner-level configuration (SPEC §2.7, §3). Rates, assets and counts are numbers. */
export interface UpgradeCondition {
  directLevel?: number | null;
  directLevelCount?: number | null;
  directPerformance?: number | null;
  userInviteDirectRate?: number | null;
  userInviteIndirectRate?: number | null;
  /** 1 required, 0 not. */
  realnameAuth?: 0 | 1 | null;
  teamAssets?: number | null;
  userAssets?: number | null;
  smallRegionAssets?: number | null;
}

export interface TeamConfig {
  id: number;
  levelName: string;
  /** Member / partner level 0–6 (6 = co-founder). */
  level: number;
  userInviteDirectRate: number | null;
  userInviteIndirectRate: number | null;
  childLevelProfitRate: number | null;
  sameLevelProfitRate: number | null;
  globalProfitRate: number | null;
  upgradeCondition: UpgradeCondition | null;
  upgradeConditionShow: string[] | null;
  /** 1 on, 2 off. */
  status: 1 | 2;
  type?: number | null;
}

export const teamConfig = {
  labels: labels({
    userInviteDirectRate: ["会员直推收益率", "Member direct-referral yield"],
    userInviteIndirectRate: ["会员间推收益率", "Member indirect-referral yield"],
    childLevelProfitRate: ["合伙人收益率", "Partner yield"],
    sameLevelProfitRate: ["合伙人平级收益率", "Partner same-level yield"],
    globalProfitRate: ["全球分红率", "Global dividend"],
    directLevel: ["直推X星合伙人", "Direct X-star partner"],
    directLevelCount: ["直推X星合伙人几个", "Number of direct X-star partners"],
    teamAssets: ["团队总资产", "Team total assets"],
    userAssets: ["个人总资产", "Personal total assets"],
    smallRegionAssets: ["小区总资产", "Small-region total assets"],
  }),
  list: listCall<TeamConfig>()({
    style: "query",
    path: "/myTeam/configlist",
    filters: {},
  }),
  configDelete: call("body", "/myTeam/configDelete", "delete", { id: "int" }),
  configSave: call("body", "/myTeam/configSave", "add|edit", {
    childLevelProfitRate: "text",
    globalProfitRate: "text",
    id: "int",
    level: "enum",
    levelName: "text",
    sameLevelProfitRate: "text",
    status: "enum",
    type: "enum",
    upgradeCondition: "json",
    upgradeConditionShow: "json",
    userInviteDirectRate: "text",
    userInviteIndirectRate: "text",
  }),
};
