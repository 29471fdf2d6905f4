import { investList } from '../../../contract/invest/invest-list';
import type { Catalogue } from '../catalogue';

/** The server's messages, by name (zh-CN, en-US): investment. */
export const INVEST = {
  dailyYieldRequired: ['日收益率不能为空', 'The daily yield is required.'],
  dailyYieldMustAbove: [
    '日收益率必须大于0且不超过100，最多四位小数',
    'The daily yield must be above 0 and at most 100, with at most four decimals.',
  ],
  minimumInvestmentCannotLarger: [
    '最低投资金额不能大于最高投资金额',
    'The minimum investment cannot be larger than the maximum investment.',
  ],
  productName: investList.labels.name,
  minimumInvestment: investList.labels.minAmount,
  maximumInvestment: investList.labels.maxAmount,
  investmentTermRequired: ['投资期限不能为空', 'The investment term is required.'],
  investmentProductNotFound: ['投资产品不存在', 'The investment product does not exist.'],
  productInvestmentRecordsCannot: [
    '该产品已有投资记录，不能删除',
    'This product has investment records and cannot be deleted.',
  ],
  amountMustLieBetween: [
    '投资金额须在产品的最低与最高投资金额之间',
    "The amount must lie between the product's minimum and maximum investment.",
  ],
  investmentProductRequired: ['投资产品不能为空', 'The investment product is required.'],
  investmentProductNotFoundOrDisabled: [
    '投资产品不存在或已停用',
    'The investment product does not exist or is disabled.',
  ],
  investmentAmount: ['投资金额', 'Investment amount'],
  investmentRecordNotFound: ['投资记录不存在', 'The investment record does not exist.'],
} as const satisfies Catalogue;
