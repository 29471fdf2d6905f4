/** Withdrawal orders (SPEC §2.11): zh-CN labels, en-US glosses as the spec gives them. */
const zh = {
  fields: {
    index: "序号", orderNo: "订单号", userId: "用户ID", currency: "币种", withdrawAmount: "提现金额", usdtAmount: "折合USDT",
    feeAmount: "手续费", transferAmount: "到账金额(U)", isTest: "是否托号", status: "状态", phone: "手机号", realname: "真实姓名",
    firstName: "团队长", firstPhone: "团队长手机号", thirdMemberName: "业务员", thirdMemberPhone: "业务员手机号",
    cardNo: "钱包地址", isSendEnergy: "是否发送能量", createdTime: "申请时间", handleTime: "审核时间", remark: "备注", handler: "审核人",
  },
  search: {
    applyTime: "申请时间", orderNo: "订单号", userId: "用户ID", isTest: "是否托号", phone: "手机号", realname: "真实姓名",
    handleTime: "审核时间", walletAddress: "钱包地址", withdrawAmount: "提现金额", firstPhone: "团队长手机号",
    fatherPhone: "业务员手机号", handler: "审核人",
  },
  actions: { view: "查看", approve: "通过", reject: "拒绝", sendEnergy: "发送能量", export: "导出" },
  totalWithdraw: "提现总金额：{{amount}}",
  totalTransfer: "到账总金额：{{amount}}",
  energy: { sent: "已发", notSent: "未发" },
  addressModal: { title: "用户提现地址信息", address: "钱包地址：{{address}}" },
  confirmApprove: "确认审核通过吗？",
  confirmSendEnergy: "确认发送能量吗？",
  reviewModal: { title: "审核提示", reason: "拒绝原因", reasonPlaceholder: "请输入拒绝原因", reasonRequired: "拒绝原因不能为空" },
  export: { empty: "没有可导出的数据", confirm: "共需导出 {{count}} 条数据，确认导出吗？", fileName: "withdrawal records" },
};

const en: typeof zh = {
  fields: {
    index: "No.", orderNo: "Order no.", userId: "User ID", currency: "Currency", withdrawAmount: "Withdrawal amount", usdtAmount: "USDT amount",
    feeAmount: "Fee", transferAmount: "Received (U)", isTest: "Shill account", status: "Status", phone: "Phone", realname: "Real name",
    firstName: "Leader", firstPhone: "Leader phone", thirdMemberName: "Salesman", thirdMemberPhone: "Salesman phone",
    cardNo: "Wallet address", isSendEnergy: "Energy sent", createdTime: "Application time", handleTime: "Review time", remark: "Remark", handler: "Handler",
  },
  search: {
    applyTime: "Application time", orderNo: "Order no.", userId: "User ID", isTest: "Shill/test account", phone: "Phone", realname: "Real name",
    handleTime: "Review time", walletAddress: "Wallet address", withdrawAmount: "Withdrawal amount", firstPhone: "Leader phone",
    fatherPhone: "Business phone", handler: "Handler",
  },
  actions: { view: "View", approve: "Approve", reject: "Reject", sendEnergy: "Send energy", export: "Export" },
  totalWithdraw: "Total withdrawal amount: {{amount}}",
  totalTransfer: "Total received amount: {{amount}}",
  energy: { sent: "Sent", notSent: "Not sent" },
  addressModal: { title: "User withdrawal address information", address: "Wallet address: {{address}}" },
  confirmApprove: "Confirm approval?",
  confirmSendEnergy: "Confirm sending energy?",
  reviewModal: { title: "Review prompt", reason: "Rejection reason", reasonPlaceholder: "Enter the rejection reason", reasonRequired: "Rejection reason cannot be empty" },
  export: { empty: "No data to export", confirm: "Total rows to export: {{count}}, confirm export?", fileName: "withdrawal records" },
};

export const withdrawOrdersI18n = { "zh-CN": zh, "en-US": en };
