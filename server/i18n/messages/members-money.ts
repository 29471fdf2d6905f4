import { OPERATION_LABELS } from '../../../contract/shared/ledger';
import { userFeedback } from '../../../contract/members/user-feedback';
import { usdtWithdrawAddresses } from '../../../contract/members/usdt-withdraw-addresses';
import { COMMON_LABELS } from '../../../contract/labels';
import type { Catalogue } from '../catalogue';

/** The server's messages, by name (zh-CN, en-US): members and money. */
export const MEMBERS_MONEY = {
  memberId: COMMON_LABELS.memberId,
  memberIdRequired: ['会员ID不能为空', 'Member ID is required.'],
  memberNotFound: ['会员不存在', 'The member does not exist.'],
  theseMembersNotFound: ['会员不存在: {ids}', 'These members do not exist: {ids}'],
  enterMemberIds: ['请填写会员ID', 'Enter the member IDs.'],
  memberIdsMustPositive: ['会员ID必须是正整数', 'Member IDs must be positive whole numbers.'],
  youCanSendAtMostMembers: ['一次最多发送给 {max} 个会员', 'You can send to at most {max} members at a time.'],
  chooseMemberLevel: ['请选择会员等级', 'Choose a member level.'],
  chooseWhoSend: ['请选择发送对象', 'Choose who to send to.'],
  noMemberMatches: ['没有符合条件的会员', 'No member matches.'],
  amountNotValid: ['金额格式不正确', 'The amount is not valid.'],
  insufficientBalance: ['余额不足', 'Insufficient balance.'],
  pointsValueNotValid: ['积分格式不正确', 'The points value is not valid.'],
  notEnoughPoints: ['积分不足', 'Not enough points.'],
  mobileNumberAlreadyUsed: ['该手机号已被其他会员使用', 'This mobile number is already used by another member.'],
  mobileNumberNotValidDigits: [
    '手机号格式不正确，应为1开头的11位数字',
    'The mobile number is not valid: it must be 11 digits starting with 1.',
  ],
  invitationCodeNotFound: ['邀请码不存在', 'The invitation code does not exist.'],
  mobileNumberPrefixMust: [
    '手机号前缀应为1开头的3至7位数字',
    'The mobile number prefix must be 3 to 7 digits starting with 1.',
  ],
  numberAddMustWhole: ['添加数量应为1至{max}之间的整数', 'The number to add must be a whole number from 1 to {max}.'],
  notEnoughFreeMobile: [
    '该前缀下可用的手机号不足，请换一个前缀',
    'Not enough free mobile numbers under this prefix. Choose another prefix.',
  ],
  realName: COMMON_LABELS.realName,
  identityVerificationAlreadyReviewed: [
    '该实名申请已审核，请勿重复操作',
    'This identity verification has already been reviewed.',
  ],
  rejectionReason: COMMON_LABELS.rejectReason,
  rejectionReasonRequired: ['拒绝原因不能为空', 'A rejection reason is required.'],
  rejectionReasonCannotLonger: [
    '拒绝原因不能超过50个字符',
    'The rejection reason cannot be longer than 50 characters.',
  ],
  addressNotFound: ['地址不存在或已解绑', 'The address does not exist or has been unbound.'],
  usdtAddress: usdtWithdrawAddresses.labels.cardNo,
  usdtAddressNotValid: [
    'USDT地址格式不正确，TRC20地址以T开头，共34位',
    'The USDT address is not valid: a TRC20 address starts with T and has 34 characters.',
  ],
  onlyTrc20ProtocolSupported: ['协议只支持TRC20', 'Only the TRC20 protocol is supported.'],
  addressAlreadyBound: ['该地址已被绑定', 'This address is already bound.'],
  addressAlreadyBoundMember: ['该地址已被绑定（会员ID {uid}）', 'This address is already bound (member ID {uid}).'],
  feedbackNotFound: ['反馈不存在', 'The feedback does not exist.'],
  feedbackAlreadyRead: ['反馈已读', 'The feedback has already been read.'],
  reply: userFeedback.labels.reply,
  feedbackHandledCanNo: ['反馈已处理，不能再回复', 'The feedback has been handled and can no longer be replied to.'],
  feedbackAlreadyHandled: ['反馈已处理', 'The feedback has already been handled.'],
  approvalRequestNotFound: ['审批申请不存在', 'The approval request does not exist.'],
  youCannotApproveYour: [
    '不能批准自己发起的申请，需由另一位员工批准',
    'You cannot approve your own request. Another staff member must approve it.',
  ],
  requestAlreadyHandled: ['该申请已处理，请勿重复操作', 'This request has already been handled.'],
  orderAlreadyReviewed: ['该订单已审核，请勿重复操作', 'This order has already been reviewed.'],
  reviewStatusNotValid: [
    '审核状态不正确，只能为2（通过）或3（拒绝）',
    'The review status is not valid: it must be 2 (approve) or 3 (reject).',
  ],
  balanceChangeRecordNotFound: ['资金变动记录不存在', 'The balance change record does not exist.'],
  youCannotReviewChange: ['不能复核自己发起的变动', 'You cannot review a change you made yourself.'],
  changeAlreadyReviewed: ['该变动已复核，请勿重复操作', 'This change has already been reviewed.'],
  operationTypeRequired: ['操作类型不能为空', 'The operation type is required.'],
  pointsMustWholeNumber: ['积分必须为1到100000000的整数', 'Points must be a whole number from 1 to 100000000.'],
  reason: OPERATION_LABELS.remark,
  amountMustAbove0: ['金额必须大于0，最多两位小数', 'The amount must be above 0 with at most two decimals.'],
  currencyRequired: ['币种不能为空', 'The currency is required.'],
  remarkCannotLongerThan50: ['备注不能超过50个字符', 'The remark cannot be longer than 50 characters.'],
  rechargeOrderNotFound: ['充值订单不存在', 'The recharge order does not exist.'],
  chooseOrdersSettle: ['请选择要归账的订单', 'Choose the orders to settle.'],
  onlyApprovedOrdersNotYet: [
    '仅审核通过且未归账的订单可以归账',
    'Only approved orders not yet settled can be settled.',
  ],
  withdrawalOrderNotFound: ['提现订单不存在', 'The withdrawal order does not exist.'],
  submittedApprovalAnotherStaff: [
    '已提交审批，需由另一位员工批准',
    'Submitted for approval: another staff member must approve it.',
  ],
  energyCanOnlySent: ['仅待审核的订单可以发送能量', 'Energy can only be sent for orders awaiting review.'],
  energyAlreadySentOrder: ['该订单已发送能量，请勿重复操作', 'Energy has already been sent for this order.'],
  statisticsRangeMust1: ['统计区间须为1至{max}天', 'The statistics range must be 1 to {max} days.'],
  simulatedAmountMustNumber: [
    '模拟金额必须为大于0的数字，最多两位小数',
    'The simulated amount must be a number above 0 with at most two decimals.',
  ],
} as const satisfies Catalogue;
