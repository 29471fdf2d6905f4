/**
 * FOR DEPLOYERS: the server dictionary type each console dictionary asks for, as
 * `GET /admin-api/xboot/dictData/getByType/{type}`. Change a name to match your back end; `null` makes the
 * dictionary console-only (never asked for). The console's own codes, labels and colours (`./*-dicts.ts`) stand
 * whenever the server lacks a type or fails: nothing is shown to the user. The names below are the contract server's
 * (`server/seed/dict-data.ts`); most equal the console id.
 */
import type { DictId } from "./index";

export const DICT_SERVER_TYPES = {
  enabled: "enabled",
  yesNo: "yesNo",
  yesNoBool: "yesNoBool",
  switchStatus: "switchStatus",
  auditStatus: "auditStatus",
  applicationStatus: "applicationStatus",
  validityA: "validityA",
  validityB: "validityB",
  realnameStatus: "realnameStatus",
  accountStatus: "accountStatus",
  sex: "sex",
  idDocument: "idDocument",
  platform: "platform",
  appUpdate: "appUpdate",
  paramValueType: "paramValueType",
  operationStatus: "operationStatus",
  settlementStatus: "settlementStatus",
  payoutStatus: "payoutStatus",
  withdrawStatus: "withdrawStatus",
  sendEnergy: "sendEnergy",
  exchangeStatus: "exchangeStatus",
  trc20Status: "trc20Status",
  taskType: "taskType",
  taskClaimStatus: "taskClaimStatus",
  scoreRecordType: "scoreRecordType",
  teamLevel: "teamLevel",
  teamRewardType: "teamRewardType",
  incomeSource: "incomeSource",
  trafficPackageType: "trafficPackageType",
  packageInEffectA: "packageEffectA",
  packageInEffectB: "packageEffectB",
  rechargeType: "rechargeType",
  paymentChannel: "paymentChannel",
  paymentType: "paymentType",
  goodsStatus: "goodsStatus",
  scoreGoodsShelf: "scoreGoodsShelf",
  stockIn: "stockInStatus",
  goodsCategoryKind: "goodsCategoryType",
  shopApplicationStatus: "shopApplyStatus",
  shopApplicationType: "shopApplyType",
  shopFeature: "shopFeature",
  newsCategory: "newsCategory",
  articleType: "contentType",
  articleDetailType: "articleDetailType",
  noticeType: "noticeType",
  messageType: "messageType",
  messageReadState: "messageReadState",
  walletType: "walletType",
  walletLedgerCategory: "walletLedgerCategory",
  walletFlowCode: "walletFlowCode",
  staffStatus: "staffStatus",
  xbootStatus: null,
  staffType: "staffType",
  menuLevel: "menuLevel",
  menuOpen: "menuOpen",
  dataScope: "dataScope",
  logType: "logType",
  settingType: "settingType",
  jobStatus: null,
  jobRunResult: null,
  approvalStatus: null,
  approvalKind: null,
  auditAction: null,
  auditEntity: null,
} as const satisfies Record<DictId, string | null>;

/** The server type to ask for, or null for a console-only dictionary. */
export function serverTypeOf(id: DictId): string | null {
  return (DICT_SERVER_TYPES as Record<DictId, string | null>)[id];
}
