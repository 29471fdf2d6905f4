import type { Catalogue } from '../catalogue';

/** The server's messages, by name (zh-CN, en-US): team. */
export const TEAM = {
  memberDirectReferralRate: ['会员直推收益率', 'Member direct referral rate'],
  memberIndirectReferralRate: ['会员间推收益率', 'Member indirect referral rate'],
  partnerProfitRate: ['合伙人收益率', 'Partner profit rate'],
  partnerSameLevelProfit: ['合伙人平级收益率', 'Partner same-level profit rate'],
  globalDividendRate: ['全球分红率', 'Global dividend rate'],
  directXStarPartner: ['直推X星合伙人', 'Direct X-star partner'],
  numberDirectXStar: ['直推X星合伙人几个', 'Number of direct X-star partners'],
  directReferralPerformance: ['直推业绩', 'Direct referral performance'],
  teamTotalAssets: ['团队总资产', 'Team total assets'],
  personalTotalAssets: ['个人总资产', 'Personal total assets'],
  minorBranchTotalAssets: ['小区总资产', 'Minor-branch total assets'],
  levelNameRequired: ['等级名称不能为空', 'The level name is required.'],
  levelNameCannotLonger: ['等级名称不能超过15个字符', 'The level name cannot be longer than 15 characters.'],
  levelRequired: ['等级不能为空', 'The level is required.'],
  levelMustWholeNumber: ['等级必须为0到6之间的整数', 'The level must be a whole number from 0 to 6.'],
  globalDividendRateCan: [
    '全球分红率仅限联合创始人(等级6)设置',
    'The global dividend rate can only be set for co-founders (level 6).',
  ],
  directXStarPartnerMust: [
    '直推X星合伙人必须为0到6之间的等级',
    'The direct X-star partner must be a level from 0 to 6.',
  ],
  upgradeConditionTextCannot: [
    '升级条件文本不能超过100个字符',
    'The upgrade condition text cannot be longer than 100 characters.',
  ],
  statusMust12: ['状态只能为1（开启）或2（关闭）', 'The status must be 1 (on) or 2 (off).'],
  levelConfigurationNotFound: ['等级配置不存在', 'The level configuration does not exist.'],
} as const satisfies Catalogue;
