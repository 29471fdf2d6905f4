/** Team partner-level configuration (SPEC §2.7): zh-CN labels, en-US glosses as the spec gives them. */
const zh = {
  fields: {
    levelName: "等级名称", level: "等级", userInviteDirectRate: "会员直推收益率", userInviteIndirectRate: "会员间推收益率",
    childLevelProfitRate: "合伙人收益率", sameLevelProfitRate: "合伙人平级收益率", globalProfitRate: "全球分红率",
    upgradeConditionShow: "升级条件文本", status: "状态",
    directLevel: "直推X星合伙人", directLevelCount: "直推X星合伙人几个", teamAssets: "团队总资产", userAssets: "个人总资产",
    smallRegionAssets: "小区总资产", realnameAuth: "需要完成实名认证",
  },
  actions: { add: "添加", edit: "编辑", delete: "删除" },
  status: { on: "开启", off: "关闭" },
  drawer: {
    addTitle: "添加合伙人等级", editTitle: "编辑合伙人等级", dragHint: "按住标题可拖动",
    upgradeSection: "升级条件", otherSection: "其他",
    levelNameRequired: "请输入等级名称", levelRequired: "请选择等级",
    conditionTextPlaceholder: "多个条件用逗号分隔，展示给前台用户",
    globalProfitRateHelp: "仅联合创始人（等级6）可设置",
  },
};

const en: typeof zh = {
  fields: {
    levelName: "Level name", level: "Level", userInviteDirectRate: "Member direct-referral yield", userInviteIndirectRate: "Member indirect-referral yield",
    childLevelProfitRate: "Partner yield", sameLevelProfitRate: "Partner same-level yield", globalProfitRate: "Global dividend",
    upgradeConditionShow: "Upgrade condition text", status: "Status",
    directLevel: "Direct referrals of X-star partner", directLevelCount: "How many of them", teamAssets: "Team total assets", userAssets: "Personal total assets",
    smallRegionAssets: "Small-region total assets", realnameAuth: "Must complete real-name verification",
  },
  actions: { add: "Add", edit: "Edit", delete: "Delete" },
  status: { on: "On", off: "Off" },
  drawer: {
    addTitle: "Add partner level", editTitle: "Edit partner level", dragHint: "Drag the title to move",
    upgradeSection: "Upgrade conditions", otherSection: "Other",
    levelNameRequired: "Enter the level name", levelRequired: "Select the level",
    conditionTextPlaceholder: "Separate conditions with commas; shown to front-end users",
    globalProfitRateHelp: "Co-founders (level 6) only",
  },
};

export const teamConfigI18n = { "zh-CN": zh, "en-US": en };
