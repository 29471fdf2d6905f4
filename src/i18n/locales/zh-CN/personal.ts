/** Members' personal data (docs/security.md, "Personal data"): the reveal of one record with a reason. */
export default {
  reveal: "查看完整信息",
  revealTitle: "查看完整个人信息",
  revealNote: "将显示该记录的完整手机号、姓名、证件号、银行卡号和钱包地址，30 秒后重新隐藏。本次查看会记入审计记录。",
  reason: "查看原因",
  reasonPlaceholder: "请说明查看原因（必填，最多 200 字）",
  reasonRequired: "请填写查看原因",
  revealed: "已显示完整信息，30 秒后重新隐藏",
  maskedAddress: "地址已脱敏，不生成二维码",
};
