import { ApiError } from '../../lib/api-error';
import type { Input } from '../../lib/input';
import type { KeysOf } from '../../../contract/calls';
import type { TeamConfig, teamConfig } from '../../../contract/team/team-config';
import { fill, M } from '../../i18n/messages';

/** What a save reads: the record's levels and rates as they are, the rest narrowed from the request. */
export type TeamConfigInput = Pick<
  TeamConfig,
  | 'levelName'
  | 'level'
  | 'userInviteDirectRate'
  | 'userInviteIndirectRate'
  | 'childLevelProfitRate'
  | 'sameLevelProfitRate'
  | 'globalProfitRate'
> & {
  id: number | undefined;
  upgradeCondition: Record<string, number>;
  upgradeConditionShow: string[];
  status: number;
  type: number;
};

const RATE_FIELDS: readonly (readonly [keyof TeamConfigInput, string])[] = [
  ['userInviteDirectRate', M.memberDirectReferralRate],
  ['userInviteIndirectRate', M.memberIndirectReferralRate],
  ['childLevelProfitRate', M.partnerProfitRate],
  ['sameLevelProfitRate', M.partnerSameLevelProfit],
  ['globalProfitRate', M.globalDividendRate],
];

const CONDITION_FIELDS: readonly (readonly [string, string])[] = [
  ['directLevel', M.directXStarPartner],
  ['directLevelCount', M.numberDirectXStar],
  ['directPerformance', M.directReferralPerformance],
  ['userInviteDirectRate', M.memberDirectReferralRate],
  ['userInviteIndirectRate', M.memberIndirectReferralRate],
  ['teamAssets', M.teamTotalAssets],
  ['userAssets', M.personalTotalAssets],
  ['smallRegionAssets', M.minorBranchTotalAssets],
];

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === 'null' || (typeof value === 'string' && value.trim() === '')
  );
}

/** A non-negative number of at most 9 characters, or null when empty. */
function numeric(value: unknown, label: string): number | null {
  if (isEmpty(value)) return null;
  const text = String(value).trim();
  if (text.length > 9) throw new ApiError(fill(M.cannotLongerThanCharacters, { label, max: '9' }));
  if (!/^\d+(\.\d+)?$/.test(text)) throw new ApiError(fill(M.mustNonNegativeNumber, { label }));
  return Number(text);
}

function flag(value: unknown): number {
  return value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0;
}

/** Validates a team level config save (SPEC §2.7, §5). */
export function validateTeamConfig(input: Input<KeysOf<typeof teamConfig.configSave>>): TeamConfigInput {
  const id = isEmpty(input.id) ? undefined : Number(input.id);
  if (id !== undefined && (!Number.isSafeInteger(id) || id < 1))
    throw new ApiError(fill(M.wrongFormatParameter, { field: 'id' }));
  const levelName = typeof input.levelName === 'string' ? input.levelName.trim() : '';
  if (!levelName) throw new ApiError(M.levelNameRequired);
  if (levelName.length > 15) throw new ApiError(M.levelNameCannotLonger);
  if (isEmpty(input.level)) throw new ApiError(M.levelRequired);
  const level = Number(input.level);
  if (!Number.isInteger(level) || level < 0 || level > 6) throw new ApiError(M.levelMustWholeNumber);

  const rates: Partial<Record<keyof TeamConfigInput, number | null>> = {};
  for (const [field, label] of RATE_FIELDS) rates[field] = numeric(input[field], label);
  const globalProfitRate = rates.globalProfitRate ?? null;
  if (level !== 6 && globalProfitRate !== null && globalProfitRate !== 0) throw new ApiError(M.globalDividendRateCan);

  const conditionValue = input.upgradeCondition ?? {};
  if (conditionValue === null || typeof conditionValue !== 'object' || Array.isArray(conditionValue)) {
    throw new ApiError(fill(M.wrongFormatParameter, { field: 'upgradeCondition' }));
  }
  // The nested `upgradeCondition` object: its keys are checked by CONDITION_FIELDS, not by the contract.
  const conditionInput = conditionValue as Input;
  const upgradeCondition: Record<string, number> = {};
  for (const [field, label] of CONDITION_FIELDS) {
    const value = numeric(conditionInput[field], label);
    if (value !== null) upgradeCondition[field] = value;
  }
  if (
    upgradeCondition.directLevel !== undefined &&
    (!Number.isInteger(upgradeCondition.directLevel) || upgradeCondition.directLevel > 6)
  ) {
    throw new ApiError(M.directXStarPartnerMust);
  }
  upgradeCondition.realnameAuth = flag(conditionInput.realnameAuth);

  const showValue = input.upgradeConditionShow ?? [];
  const upgradeConditionShow = (Array.isArray(showValue) ? showValue.map(String) : String(showValue).split(','))
    .map((line) => line.trim())
    .filter(Boolean);
  if (upgradeConditionShow.join(',').length > 100) throw new ApiError(M.upgradeConditionTextCannot);

  const status = isEmpty(input.status) ? 1 : Number(input.status);
  if (status !== 1 && status !== 2) throw new ApiError(M.statusMust12);
  const type = isEmpty(input.type) ? 1 : Number(input.type);
  if (!Number.isInteger(type)) throw new ApiError(fill(M.wrongFormatParameter, { field: 'type' }));

  return {
    id,
    levelName,
    level,
    userInviteDirectRate: rates.userInviteDirectRate ?? null,
    userInviteIndirectRate: rates.userInviteIndirectRate ?? null,
    childLevelProfitRate: rates.childLevelProfitRate ?? null,
    sameLevelProfitRate: rates.sameLevelProfitRate ?? null,
    globalProfitRate: level === 6 ? globalProfitRate : null,
    upgradeCondition,
    upgradeConditionShow,
    status,
    type,
  };
}
