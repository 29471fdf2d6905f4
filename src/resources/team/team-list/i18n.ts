/** Team list and the indirect-subordinates drawer (SPEC §2.9): zh-CN labels, en-US glosses. */
const zh = {
  fields: {
    id: "用户ID", memberName: "真实姓名", memberPhone: "手机号", teamLevelName: "用户层级名称", userPerformance: "个人业绩",
    teamLevel: "团队合伙人等级", teamDeposit: "团队充值", teamUserCount: "团队人数", teamPerformance: "团队业绩", registerTime: "注册时间",
  },
  search: { userId: "用户ID", phone: "手机号", teamLevel: "团队合伙人等级" },
  actions: { indirect: "间接下级" },
  indirect: { title: "【{{name}}】的间接下级业绩" },
};

const en: typeof zh = {
  fields: {
    id: "User ID", memberName: "Real name", memberPhone: "Phone", teamLevelName: "User level name", userPerformance: "Personal performance",
    teamLevel: "Team partner level", teamDeposit: "Team deposits", teamUserCount: "Team size", teamPerformance: "Team performance", registerTime: "Registered",
  },
  search: { userId: "User ID", phone: "Phone", teamLevel: "Team partner level" },
  actions: { indirect: "Indirect subordinates" },
  indirect: { title: "Indirect subordinates' performance of [{{name}}]" },
};

export const teamListI18n = { "zh-CN": zh, "en-US": en };
