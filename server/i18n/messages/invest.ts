/** English of the server's messages: investment. */
export const EN_US_INVEST: Readonly<Record<string, string>> = {
  日收益率不能为空: 'The daily yield is required.',
  '日收益率必须大于0且不超过100，最多四位小数':
    'The daily yield must be above 0 and at most 100, with at most four decimals.',
  最低投资金额不能大于最高投资金额: 'The minimum investment cannot be larger than the maximum investment.',
  产品名称: 'Product name',
  最低投资金额: 'Minimum investment',
  最高投资金额: 'Maximum investment',
  投资期限不能为空: 'The investment term is required.',
  投资产品不存在: 'The investment product does not exist.',
  '该产品已有投资记录，不能删除': 'This product has investment records and cannot be deleted.',
  投资金额须在产品的最低与最高投资金额之间: "The amount must lie between the product's minimum and maximum investment.",
  投资产品不能为空: 'The investment product is required.',
  投资产品不存在或已停用: 'The investment product does not exist or is disabled.',
  投资金额: 'Investment amount',
  投资记录不存在: 'The investment record does not exist.',
};
