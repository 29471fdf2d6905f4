/** English of the server's messages: saved list views and the live feed. */
export const EN_US_LISTS_LIVE: Readonly<Record<string, string>> = {
  已有同名视图: 'A view of that name already exists.',
  未知的列表: 'Unknown list.',
  视图名称: 'View name',
  视图内容格式不正确: 'The view is not in the right format.',
  视图内容过大: 'The view is too large.',
  视图不存在或已删除: 'The view does not exist or has been deleted.',
  '参数错误：page 须为列表页面': 'Bad parameter: page must be a list page.',
  '参数错误：id 须为数字编号': 'Bad parameter: id must be a numeric id.',
  '参数错误：held 须为 true 或 false': 'Bad parameter: held must be true or false.',
};
