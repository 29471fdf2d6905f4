/** Analytics-service accounts (SPEC §2.12): the spec gives English labels; zh-CN translates them. */
const zh = {
  fields: { id: "ID", username: "账号", password: "密码", cookie: "Cookie", lastLoginTime: "最后登录时间", status: "状态", createdTime: "创建时间" },
  actions: { delete: "删除" },
  switch: { on: "开启", disabled: "禁用" },
};

const en: typeof zh = {
  fields: { id: "ID", username: "Username", password: "Password", cookie: "Cookie", lastLoginTime: "Last login time", status: "Status", createdTime: "Created time" },
  actions: { delete: "Delete" },
  switch: { on: "On", disabled: "Disabled" },
};

export const analyticsAccountsI18n = { "zh-CN": zh, "en-US": en };
