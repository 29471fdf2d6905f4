import { teamConfig } from '../../../contract/team/team-config';
import type { Catalogue } from '../catalogue';

/** The server's messages, by name (zh-CN, en-US): team. */
export const TEAM = {
  memberDirectReferralRate: teamConfig.labels.userInviteDirectRate,
  memberIndirectReferralRate: teamConfig.labels.userInviteIndirectRate,
  partnerProfitRate: teamConfig.labels.childLevelProfitRate,
  partnerSameLevelProfit: teamConfig.labels.sameLevelProfitRate,
  globalDividendRate: teamConfig.labels.globalProfitRate,
  directXStarPartner: teamConfig.labels.directLevel,
  numberDirectXStar: teamConfig.labels.directLevelCount,
  directReferralPerformance: ['直推业绩', 'Direct referral performance'],
  teamTotalAssets: teamConfig.labels.teamAssets,
  personalTotalAssets: teamConfig.labels.userAssets,
  minorBranchTotalAssets: teamConfig.labels.smallRegionAssets,
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
