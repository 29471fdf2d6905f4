import type { Catalogue } from '../catalogue';

/** The server's messages, by name (zh-CN, en-US): field rules shared by the forms. */
export const FIELDS = {
  required: ['{label}不能为空', '{label} is required.'],
  cannotLongerThanCharacters: ['{label}不能超过{max}个字符', '{label} cannot be longer than {max} characters.'],
  mustNonNegativeAmount: [
    '{label}必须是不超过两位小数的非负金额',
    '{label} must be a non-negative amount with at most two decimals.',
  ],
  mustWholeNumberFrom: ['{label}必须是 {min}–{max} 的整数', '{label} must be a whole number from {min} to {max}.'],
  mustHttpSAddress: [
    '{label}只能是 http(s) 地址或站内路径',
    '{label} must be an http(s) address or a path on this site.',
  ],
  mustBetween0At: [
    '{label}必须在 0–{max} 之间（最多4位小数）',
    '{label} must be between 0 and {max} (at most 4 decimals).',
  ],
  mustAmountAtLeast: [
    '{label}必须为不小于0、最多两位小数的金额',
    '{label} must be an amount of at least 0 with at most two decimals.',
  ],
  mustAmountAbove0: [
    '{label}必须为大于0且最多两位小数的金额',
    '{label} must be an amount above 0 with at most two decimals.',
  ],
  mustNonNegativeNumber: ['{label}必须为非负数字', '{label} must be a non-negative number.'],
} as const satisfies Catalogue;
