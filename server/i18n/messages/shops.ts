import { shopIndustries } from '../../../contract/shops/shop-industries';
import { dictLabel } from '../../../contract/dicts/constants';
import { COMMON_LABELS } from '../../../contract/labels';
import type { Catalogue } from '../catalogue';

/** A shop application's status, in the words of its dictionary (the console's tags). */
const applicationStatus = (name: Parameters<typeof dictLabel<'shopApplicationStatus'>>[1]) =>
  dictLabel('shopApplicationStatus', name);

/** The server's messages, by name (zh-CN, en-US): shops. */
export const SHOPS = {
  applicationNoDepositRefund: ['该申请没有需要退回的保证金', 'This application has no deposit to refund.'],
  shopSystemNotFound: ['店铺系统不存在', 'The shop system does not exist.'],
  industryName: shopIndustries.labels.industryName,
  industryNameAlreadyExists: ['行业名称已存在', 'The industry name already exists.'],
  industryNotFound: ['行业不存在', 'The industry does not exist.'],
  reviewResultRequired: ['审核结果不能为空', 'The review result is required.'],
  memberAccountNotIn: [
    '会员账号状态异常，不能申请开店',
    "The member's account is not in good standing and cannot apply for a shop.",
  ],
  shopSystemRequired: ['店铺系统不能为空', 'The shop system is required.'],
  shopSystemDisabled: ['店铺系统已禁用', 'The shop system is disabled.'],
  industryRequired: ['行业不能为空', 'The industry is required.'],
  industryDisabled: ['行业已禁用', 'The industry is disabled.'],
  industryDoesNotBelong: ['该行业不属于所选店铺系统', 'The industry does not belong to the chosen shop system.'],
  applicationCouldNotSaved: ['申请保存失败', 'The application could not be saved.'],
  applicationNotFound: ['申请不存在', 'The application does not exist.'],
  applicationInStatusCannot: [
    '当前状态「{status}」的申请不能修改',
    'An application in status "{status}" cannot be changed.',
  ],
  shopName: COMMON_LABELS.shopName,
  shopNameAlreadyExists: ['店铺名称已存在', 'The shop name already exists.'],
  memberAlreadyShopApplication: [
    '该会员已有处理中的开店申请',
    'This member already has a shop application in progress.',
  ],
  memberAlreadyOpenShop: ['该会员已有营业中的店铺', 'This member already has an open shop.'],
  shopSystemCannotChanged: [
    '店铺系统不能修改（保证金已按该系统收取）',
    'The shop system cannot be changed (the deposit was charged for this system).',
  ],
  shopNumber: COMMON_LABELS.shopNo,
  shopNotFound: ['店铺不存在', 'The shop does not exist.'],
  shopDoesNotBelong: ['该店铺不属于该会员', 'The shop does not belong to this member.'],
  shopNotOpenSo: ['店铺不在营业中，不能申请关店', 'The shop is not open, so it cannot apply to close.'],
  closingReason: ['关店原因', 'Closing reason'],
  shopAlreadyClosingApplication: [
    '该店铺已有处理中的关店申请',
    'This shop already has a closing application in progress.',
  ],
  withdrawn: applicationStatus('withdrawn'),
  applying: applicationStatus('applying'),
  awaitingReview: applicationStatus('pending'),
  refundInProgress: applicationStatus('refunding'),
  rejected: applicationStatus('rejected'),
  succeeded: applicationStatus('succeeded'),
  statusCannotChange: ['当前状态「{from}」不能变更为「{to}」', 'Status "{from}" cannot change to "{to}".'],
  trafficPackageTypeRequired: ['流量包类型不能为空', 'The traffic package type is required.'],
  shopSuspendedSoTraffic: [
    '店铺已停运，不能赠送流量包',
    'The shop is suspended, so traffic packages cannot be given to it.',
  ],
  depositNotValid: ['保证金格式不正确', 'The deposit is not valid.'],
  shopSystemName: ['店铺系统名称', 'Shop system name'],
} as const satisfies Catalogue;
