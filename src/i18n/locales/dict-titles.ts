/**
 * English titles of server dictionary entries, by type and code (`dict.<type>.<code>`). The server's titles are
 * Chinese (used as is in zh-CN); in en-US `useDict` takes these, and an entry not listed keeps the server's title.
 * Registered by the console chunk.
 */
import { consoleTextOr } from "../catalogue";

export const DICT_TITLES_EN: Record<string, Record<string, string>> = {
  yesNo: { "1": "Yes", "0": "No" },
  yesNoBool: { true: "Yes", false: "No" },
  auditStatus: { "1": "Pending review", "2": "Approved", "3": "Rejected" },
  withdrawStatus: { "1": "Pending review", "2": "Approved", "3": "Rejected", "4": "Withdrawn" },
  realnameStatus: { "0": "Not verified", "1": "Under review", "2": "Verified", "3": "Verified, confirmed by user" },
  accountStatus: { "0": "Normal", "1": "Frozen" },
  sex: { "0": "Unknown", "1": "Male", "2": "Female" },
  goodsStatus: { "0": "Off the shelf", "1": "On the shelf", "2": "Pre-sale", "3": "Out of stock" },
  scoreGoodsShelf: { "1": "On the shelf", "0": "Off the shelf" },
  validityA: { "0": "Valid", "1": "Invalid" },
  validityB: { "1": "Valid", "0": "Invalid" },
  appUpdate: { "0": "Normal update", "1": "Forced update" },
  settlementStatus: { "1": "Settled", "2": "Not settled" },
  sendEnergy: { true: "Sent", false: "Not sent" },
  applicationStatus: { "0": "Applied", "1": "Approved", "2": "Rejected" },
  taskClaimStatus: { "1": "Not claimed", "2": "Claimed" },
  scoreRecordType: { "0": "Task points claimed", "1": "Goods exchanged", "2": "Order cancelled", "3": "Added by system", "4": "Deducted by system" },
  teamLevel: {
    "0": "Member", "1": "1-star partner", "2": "2-star partner", "3": "3-star partner", "4": "4-star partner",
    "5": "5-star partner", "6": "Co-founder",
  },
  switchStatus: { "1": "On", "2": "Disabled" },
  exchangeStatus: { "0": "Exchanging", "1": "To ship", "2": "To receive", "3": "Exchanged", "4": "Closed", "5": "Cancelled" },
  trc20Status: { "1": "Normal", "2": "Disabled" },
  walletType: { USDT: "USDT", RMB: "RMB" },
};

/** A dictionary entry's title in the language: the console's own English for a listed entry, else the server's. */
export function dictTitle(type: string, code: string | number, serverTitle: string, lang: string, translate: (key: string) => string): string {
  return consoleTextOr(serverTitle, `dict.${type}.${String(code)}`, lang, translate);
}
