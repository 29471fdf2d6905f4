/** Member-side dictionaries of SPEC §4: withdrawals, points exchange, USDT addresses, tasks, levels, rewards. */
import { defineDict } from "./define";

export const MEMBER_DICTS = [
  defineDict("withdrawStatus", {
    "1": { zh: "待审核", en: "Pending review", color: "orange" },
    "2": { zh: "审核通过", en: "Approved", color: "green" },
    "3": { zh: "审核拒绝", en: "Rejected", color: "red" },
    "4": { zh: "已提现", en: "Withdrawn", color: "blue" },
  }),
  defineDict("sendEnergy", {
    true: { zh: "已发", en: "Sent", color: "green" },
    false: { zh: "未发", en: "Not sent", color: "default" },
  }),
  defineDict("exchangeStatus", {
    "0": { zh: "兑换中", en: "Exchanging", color: "blue" },
    "1": { zh: "待发货", en: "To ship", color: "orange" },
    "2": { zh: "待收货", en: "To receive", color: "cyan" },
    "3": { zh: "兑换成功", en: "Exchanged", color: "green" },
    "4": { zh: "兑换关闭", en: "Closed", color: "default" },
    "5": { zh: "取消订单", en: "Cancelled", color: "red" },
  }),
  defineDict("trc20Status", {
    "1": { zh: "正常", en: "Normal", color: "green" },
    "2": { zh: "禁用", en: "Disabled", color: "red" },
  }),
  defineDict("taskType", {
    "1": { zh: "成长任务", en: "Growth task", color: "purple" },
    "2": { zh: "每日任务", en: "Daily task", color: "blue" },
  }),
  defineDict("taskClaimStatus", {
    "1": { zh: "未领取", en: "Not claimed", color: "orange" },
    "2": { zh: "已领取", en: "Claimed", color: "green" },
  }),
  defineDict("scoreRecordType", {
    "0": { zh: "任务积分领取", en: "Task points claimed", color: "green" },
    "1": { zh: "兑换商品", en: "Goods exchanged", color: "blue" },
    "2": { zh: "订单取消", en: "Order cancelled", color: "orange" },
    "3": { zh: "系统增加", en: "Added by system", color: "cyan" },
    "4": { zh: "系统扣除", en: "Deducted by system", color: "red" },
  }),
  defineDict("teamLevel", {
    "0": { zh: "普通会员", en: "Member", color: "default" },
    "1": { zh: "一星合伙人", en: "1-star partner", color: "blue" },
    "2": { zh: "二星合伙人", en: "2-star partner", color: "cyan" },
    "3": { zh: "三星合伙人", en: "3-star partner", color: "geekblue" },
    "4": { zh: "四星合伙人", en: "4-star partner", color: "purple" },
    "5": { zh: "五星合伙人", en: "5-star partner", color: "magenta" },
    "6": { zh: "联合创始人", en: "Co-founder", color: "gold" },
  }),
  defineDict("teamRewardType", {
    "1": { zh: "直推奖励", en: "Direct referral", color: "blue" },
    "2": { zh: "会员直推", en: "Member direct", color: "cyan" },
    "3": { zh: "平级", en: "Same level", color: "purple" },
    "4": { zh: "级差", en: "Level difference", color: "geekblue" },
    "5": { zh: "会员间推", en: "Member indirect", color: "magenta" },
  }),
  defineDict("incomeSource", {
    "1": { zh: "投资收益", en: "Investment income", color: "blue" },
    "2": { zh: "店铺收益", en: "Shop income", color: "purple" },
    "3": { zh: "流量包", en: "Traffic package", color: "cyan" },
  }),
  defineDict("trafficPackageType", {
    "1": { zh: "标准", en: "Standard", color: "blue" },
    "2": { zh: "赠送", en: "Gifted", color: "gold" },
  }),
  defineDict(
    "packageInEffectA",
    { "1": { zh: "生效中", en: "Active", color: "green" }, "0": { zh: "已过期", en: "Expired", color: "default" } },
    ["1", "0"],
  ),
  defineDict("packageInEffectB", {
    "0": { zh: "生效中", en: "Active", color: "green" },
    "1": { zh: "已过期", en: "Expired", color: "default" },
  }),
  defineDict("rechargeType", {
    "1": { zh: "官方人工充值", en: "Official manual recharge", color: "blue" },
    "2": { zh: "在线充值", en: "Online recharge", color: "cyan" },
    "3": { zh: "USDT充值", en: "USDT recharge", color: "green" },
  }),
  defineDict("paymentChannel", {
    "1": { zh: "聊天应用钱包", en: "Messaging-app wallet", color: "green" },
    "2": { zh: "移动钱包", en: "Mobile wallet", color: "blue" },
    "3": { zh: "银行卡网络", en: "Bank-card network", color: "geekblue" },
  }),
  defineDict("paymentType", {
    WECHAT_PAY: { zh: "微信支付", en: "WeChat Pay", color: "green" },
    BALANCE_PAY: { zh: "余额支付", en: "Balance pay", color: "gold" },
    ALI_PAY: { zh: "支付宝支付", en: "Alipay", color: "blue" },
  }),
] as const;
