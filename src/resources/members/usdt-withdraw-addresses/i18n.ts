/** Member USDT addresses (SPEC §2.8): zh-CN labels, en-US glosses. */
const zh = {
  fields: {
    index: "序号", id: "ID", uid: "用户ID", isTest: "是否拖", realname: "协议", cardNo: "USDT地址", status: "状态", createdTime: "创建时间",
    address: "USDT地址",
  },
  search: { userId: "会员ID", isTest: "是否托号", address: "USDT地址" },
  actions: { unbind: "解绑/删除" },
  form: {
    title: "添加USDT地址",
    addressFormat: "USDT地址格式不正确，TRC20地址以T开头，共34位",
    addressHelp: "TRC20地址：以T开头，共34位",
  },
};

const en: typeof zh = {
  fields: {
    index: "No.", id: "ID", uid: "User ID", isTest: "Shill account", realname: "Protocol", cardNo: "USDT address", status: "Status",
    createdTime: "Created time", address: "USDT address",
  },
  search: { userId: "Member ID", isTest: "Shill/test account", address: "USDT address" },
  actions: { unbind: "Unbind/delete" },
  form: {
    title: "Add USDT address",
    addressFormat: "Invalid USDT address: a TRC20 address starts with T and has 34 characters",
    addressHelp: "TRC20 address: starts with T, 34 characters",
  },
};

export const usdtWithdrawAddressesI18n = { "zh-CN": zh, "en-US": en };
