/** Wallet dictionaries of SPEC §4: currency, ledger category and flow business codes. */
import { defineDict } from "./define";

export const WALLET_DICTS = [
  defineDict("walletType", "钱包币种", {
    USDT: { zh: "USDT", en: "USDT", color: "green" },
    RMB: { zh: "人民币", en: "RMB", color: "volcano" },
  }),
  defineDict("walletLedgerCategory", "钱包账本类别", {
    "1": { zh: "充值", en: "Recharge", color: "green", name: "recharge" },
    "2": { zh: "提现", en: "Withdrawal", color: "orange", name: "withdrawal" },
    "4": { zh: "理财", en: "Wealth management", color: "cyan", name: "wealth" },
    "5": { zh: "采购", en: "Purchase", color: "volcano", name: "purchase" },
    "6": { zh: "投资", en: "Investment", color: "geekblue", name: "investment" },
    "7": { zh: "托管收益", en: "Custody income", color: "blue", name: "custodyIncome" },
    "8": { zh: "开店", en: "Shop opening", color: "purple", name: "shopOpening" },
    "9": { zh: "投资收益", en: "Investment income", color: "lime", name: "investmentIncome" },
    "10": { zh: "团队收益", en: "Team income", color: "magenta", name: "teamIncome" },
    "12": { zh: "后台上分", en: "Admin credit", color: "gold", name: "adminCredit" },
    "13": { zh: "后台下分", en: "Admin debit", color: "red", name: "adminDebit" },
  }),
  defineDict("walletFlowCode", "钱包流水业务码", {
    "10001": { zh: "USDT充值", en: "USDT recharge", color: "green" },
    "10002": { zh: "人民币充值", en: "RMB recharge", color: "green" },
    "10003": { zh: "USDT提现", en: "USDT withdrawal", color: "orange" },
    "10004": { zh: "人民币提现", en: "RMB withdrawal", color: "orange" },
    "10012": { zh: "USDT提现", en: "USDT withdrawal", color: "orange" },
    "10013": { zh: "USDT提现驳回", en: "USDT withdrawal rejected", color: "red" },
    "10014": { zh: "人民币提现驳回", en: "RMB withdrawal rejected", color: "red" },
    "20001": { zh: "兑换转入", en: "Exchange in", color: "cyan" },
    "20002": { zh: "兑换转出", en: "Exchange out", color: "cyan" },
    "30001": { zh: "采购扣款", en: "Purchase deduction", color: "volcano" },
    "40001": { zh: "投资收益", en: "Investment income", color: "lime" },
    "40002": { zh: "投资扣款", en: "Investment deduction", color: "geekblue" },
    "40003": { zh: "本金返还", en: "Principal returned", color: "blue" },
    "70001": { zh: "商品出售", en: "Goods sale", color: "purple" },
    "70002": { zh: "商品收益", en: "Goods income", color: "purple" },
    "70003": { zh: "商品回购", en: "Goods buy-back", color: "purple" },
    "80001": { zh: "店铺升级", en: "Shop upgrade", color: "magenta" },
    "80002": { zh: "店铺申请", en: "Shop application", color: "magenta" },
    "80003": { zh: "店铺申请退款", en: "Shop application refund", color: "magenta" },
    "80004": { zh: "关店退款", en: "Shop closure refund", color: "magenta" },
    "80005": { zh: "购买流量包", en: "Traffic package purchase", color: "magenta" },
    "100001": { zh: "团队奖励", en: "Team reward", color: "gold" },
    "100002": { zh: "邀请奖励", en: "Invitation reward", color: "gold" },
    "110001": { zh: "后台支出", en: "Back-office expense", color: "red" },
    "110006": { zh: "后台收入", en: "Back-office income", color: "green" },
    "110007": { zh: "后台赠送", en: "Back-office gift", color: "gold" },
  }),
  // Four-eyes requests (finance/money-approvals): the console's own codes, not a server dictionary.
  defineDict(
    "approvalStatus",
    "审批状态",
    {
      "0": { zh: "待批准", en: "Pending", color: "orange", name: "pending" },
      "1": { zh: "已批准", en: "Approved", color: "green", name: "approved" },
      "2": { zh: "已拒绝", en: "Rejected", color: "red", name: "rejected" },
      "3": { zh: "已撤回", en: "Withdrawn", color: "default", name: "cancelled" },
    },
    { serverType: null },
  ),
  defineDict(
    "approvalKind",
    "审批类型",
    {
      credit: { zh: "人工上分", en: "Manual credit", color: "green" },
      debit: { zh: "人工下分", en: "Manual debit", color: "red" },
      withdrawal: { zh: "提现审核", en: "Withdrawal approval", color: "blue" },
    },
    { serverType: null },
  ),
] as const;

/**
 * The flow codes that name a currency, one pair per movement: [USDT code, RMB code]. 10012 is the spec's second USDT
 * withdrawal code; its RMB side is the withdrawal's. 10014 (RMB refund) is the contract server's (docs/decisions/finance.md).
 */
const CURRENCY_PAIRS: readonly (readonly [string, string])[] = [
  ["10001", "10002"],
  ["10003", "10004"],
  ["10012", "10004"],
  ["10013", "10014"],
];

/**
 * The flow code a record is worded by: its own, unless the code names the other currency than the record's — then
 * the same movement's code in the record's currency. A back end that records an RMB refund under 10013 ("USDT
 * withdrawal rejected") still reads "RMB withdrawal rejected".
 */
export function flowCodeIn(code: unknown, currency: unknown): unknown {
  const text = String(code);
  for (const [usdt, rmb] of CURRENCY_PAIRS) {
    if (currency === "RMB" && text === usdt) return rmb;
    if (currency === "USDT" && text === rmb) return usdt;
  }
  return code;
}
