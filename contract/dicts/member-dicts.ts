/** Member-side dictionaries of SPEC §4: withdrawals, points exchange, USDT addresses, tasks, levels, rewards. */
import { defineDict } from "./define";

export const MEMBER_DICTS = [
  defineDict("withdrawStatus", "提现审核状态", {
    "1": { zh: "待审核", en: "Pending review", color: "orange", name: "pending" },
    "2": { zh: "审核通过", en: "Approved", color: "green", name: "approved" },
    "3": { zh: "审核拒绝", en: "Rejected", color: "red", name: "rejected" },
    "4": { zh: "已提现", en: "Withdrawn", color: "blue", name: "withdrawn" },
  }),
  defineDict("sendEnergy", "能量发送", {
    true: { zh: "已发", en: "Sent", color: "green" },
    false: { zh: "未发", en: "Not sent", color: "default" },
  }),
  defineDict("exchangeStatus", "积分兑换订单状态", {
    "0": { zh: "兑换中", en: "Exchanging", color: "blue" },
    "1": { zh: "待发货", en: "To ship", color: "orange" },
    "2": { zh: "待收货", en: "To receive", color: "cyan" },
    "3": { zh: "兑换成功", en: "Exchanged", color: "green" },
    "4": { zh: "兑换关闭", en: "Closed", color: "default" },
    "5": { zh: "取消订单", en: "Cancelled", color: "red" },
  }),
  defineDict("trc20Status", "USDT地址状态", {
    "1": { zh: "正常", en: "Normal", color: "green" },
    "2": { zh: "禁用", en: "Disabled", color: "red" },
  }),
  defineDict("taskType", "任务类型", {
    "1": { zh: "成长任务", en: "Growth task", color: "purple" },
    "2": { zh: "每日任务", en: "Daily task", color: "blue" },
  }),
  defineDict("taskClaimStatus", "任务奖励领取状态", {
    "1": { zh: "未领取", en: "Not claimed", color: "orange" },
    "2": { zh: "已领取", en: "Claimed", color: "green" },
  }),
  defineDict("scoreRecordType", "积分记录类型", {
    "0": { zh: "任务积分领取", en: "Task points claimed", color: "green", name: "taskClaimed" },
    "1": { zh: "兑换商品", en: "Goods exchanged", color: "blue", name: "goodsExchanged" },
    "2": { zh: "订单取消", en: "Order cancelled", color: "orange", name: "orderCancelled" },
    "3": { zh: "系统增加", en: "Added by system", color: "cyan", name: "systemCredit" },
    "4": { zh: "系统扣除", en: "Deducted by system", color: "red", name: "systemDebit" },
  }),
  defineDict("teamLevel", "会员/合伙人等级", {
    "0": { zh: "普通会员", en: "Member", color: "default" },
    "1": { zh: "一星合伙人", en: "1-star partner", color: "blue" },
    "2": { zh: "二星合伙人", en: "2-star partner", color: "cyan" },
    "3": { zh: "三星合伙人", en: "3-star partner", color: "geekblue" },
    "4": { zh: "四星合伙人", en: "4-star partner", color: "purple" },
    "5": { zh: "五星合伙人", en: "5-star partner", color: "magenta" },
    "6": { zh: "联合创始人", en: "Co-founder", color: "gold" },
  }),
  defineDict("teamRewardType", "团队奖励类型", {
    "1": { zh: "直推奖励", en: "Direct referral", color: "blue" },
    "2": { zh: "会员直推", en: "Member direct", color: "cyan" },
    "3": { zh: "平级", en: "Same level", color: "purple" },
    "4": { zh: "级差", en: "Level difference", color: "geekblue" },
    "5": { zh: "会员间推", en: "Member indirect", color: "magenta" },
  }),
  defineDict("incomeSource", "收益来源", {
    "1": { zh: "投资收益", en: "Investment income", color: "blue" },
    "2": { zh: "店铺收益", en: "Shop income", color: "purple" },
    "3": { zh: "流量包", en: "Traffic package", color: "cyan" },
  }),
  defineDict("trafficPackageType", "流量包类型", {
    "1": { zh: "标准", en: "Standard", color: "blue" },
    "2": { zh: "赠送", en: "Gifted", color: "gold" },
  }),
  defineDict(
    "packageInEffectA",
    "流量包生效状态(1生效)",
    { "1": { zh: "生效中", en: "Active", color: "green" }, "0": { zh: "已过期", en: "Expired", color: "default" } },
    { order: ["1", "0"], serverType: "packageEffectA" },
  ),
  defineDict(
    "packageInEffectB",
    "流量包生效状态(0生效)",
    {
      "0": { zh: "生效中", en: "Active", color: "green" },
      "1": { zh: "已过期", en: "Expired", color: "default" },
    },
    { serverType: "packageEffectB" },
  ),
  defineDict("rechargeType", "充值类型", {
    "1": { zh: "官方人工充值", en: "Official manual recharge", color: "blue" },
    "2": { zh: "在线充值", en: "Online recharge", color: "cyan" },
    "3": { zh: "USDT充值", en: "USDT recharge", color: "green" },
  }),
  defineDict("paymentChannel", "支付渠道", {
    "1": { zh: "聊天应用钱包", en: "Messaging-app wallet", color: "green" },
    "2": { zh: "移动钱包", en: "Mobile wallet", color: "blue" },
    "3": { zh: "银行卡网络", en: "Bank-card network", color: "geekblue" },
  }),
  defineDict("paymentType", "支付方式", {
    WECHAT_PAY: { zh: "微信支付", en: "WeChat Pay", color: "green" },
    BALANCE_PAY: { zh: "余额支付", en: "Balance pay", color: "gold" },
    ALI_PAY: { zh: "支付宝支付", en: "Alipay", color: "blue" },
  }),
] as const;
