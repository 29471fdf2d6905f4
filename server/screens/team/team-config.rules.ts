import { ApiError } from '../../lib/api-error';
import type { Input } from '../../lib/input';
import type { TeamConfig } from '../../../contract/team/team-config';

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
  ['userInviteDirectRate', '会员直推收益率'],
  ['userInviteIndirectRate', '会员间推收益率'],
  ['childLevelProfitRate', '合伙人收益率'],
  ['sameLevelProfitRate', '合伙人平级收益率'],
  ['globalProfitRate', '全球分红率'],
];

const CONDITION_FIELDS: readonly (readonly [string, string])[] = [
  ['directLevel', '直推X星合伙人'],
  ['directLevelCount', '直推X星合伙人几个'],
  ['directPerformance', '直推业绩'],
  ['userInviteDirectRate', '会员直推收益率'],
  ['userInviteIndirectRate', '会员间推收益率'],
  ['teamAssets', '团队总资产'],
  ['userAssets', '个人总资产'],
  ['smallRegionAssets', '小区总资产'],
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
  if (text.length > 9) throw new ApiError(`${label}不能超过9个字符`);
  if (!/^\d+(\.\d+)?$/.test(text)) throw new ApiError(`${label}必须为非负数字`);
  return Number(text);
}

function flag(value: unknown): number {
  return value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0;
}

/** Validates a team level config save (SPEC §2.7, §5). */
export function validateTeamConfig(input: Input): TeamConfigInput {
  const id = isEmpty(input.id) ? undefined : Number(input.id);
  if (id !== undefined && (!Number.isSafeInteger(id) || id < 1)) throw new ApiError('参数格式错误: id');
  const levelName = typeof input.levelName === 'string' ? input.levelName.trim() : '';
  if (!levelName) throw new ApiError('等级名称不能为空');
  if (levelName.length > 15) throw new ApiError('等级名称不能超过15个字符');
  if (isEmpty(input.level)) throw new ApiError('等级不能为空');
  const level = Number(input.level);
  if (!Number.isInteger(level) || level < 0 || level > 6) throw new ApiError('等级必须为0到6之间的整数');

  const rates: Partial<Record<keyof TeamConfigInput, number | null>> = {};
  for (const [field, label] of RATE_FIELDS) rates[field] = numeric(input[field], label);
  const globalProfitRate = rates.globalProfitRate ?? null;
  if (level !== 6 && globalProfitRate !== null && globalProfitRate !== 0)
    throw new ApiError('全球分红率仅限联合创始人(等级6)设置');

  const conditionValue = input.upgradeCondition ?? {};
  if (conditionValue === null || typeof conditionValue !== 'object' || Array.isArray(conditionValue)) {
    throw new ApiError('参数格式错误: upgradeCondition');
  }
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
    throw new ApiError('直推X星合伙人必须为0到6之间的等级');
  }
  upgradeCondition.realnameAuth = flag(conditionInput.realnameAuth);

  const showValue = input.upgradeConditionShow ?? [];
  const upgradeConditionShow = (Array.isArray(showValue) ? showValue.map(String) : String(showValue).split(','))
    .map((line) => line.trim())
    .filter(Boolean);
  if (upgradeConditionShow.join(',').length > 100) throw new ApiError('升级条件文本不能超过100个字符');

  const status = isEmpty(input.status) ? 1 : Number(input.status);
  if (status !== 1 && status !== 2) throw new ApiError('状态只能为1（开启）或2（关闭）');
  const type = isEmpty(input.type) ? 1 : Number(input.type);
  if (!Number.isInteger(type)) throw new ApiError('参数格式错误: type');

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
