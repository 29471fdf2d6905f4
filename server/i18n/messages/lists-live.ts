import { extras } from '../../../contract/console/extras';
import type { Catalogue } from '../catalogue';

/** The server's messages, by name (zh-CN, en-US): saved list views, the CSV export and the live feed. */
export const LISTS_LIVE = {
  viewNameAlreadyExists: ['已有同名视图', 'A view of that name already exists.'],
  unknownList: ['未知的列表', 'Unknown list.'],
  viewName: extras.labels.viewName,
  viewNotInRight: ['视图内容格式不正确', 'The view is not in the right format.'],
  viewTooLarge: ['视图内容过大', 'The view is too large.'],
  viewNotFound: ['视图不存在或已删除', 'The view does not exist or has been deleted.'],
  exportRowsOverLimit: [
    '导出数据共 {count} 条，超过上限 {cap} 条，请缩小筛选范围后再导出',
    'The export has {count} rows, over the limit of {cap}: narrow the filters and export again.',
  ],
  badExportParameterParams: ['导出参数错误：params 须为对象', 'Bad export parameter: params must be an object.'],
  badExportParameterColumns: [
    '导出参数错误：columns 须为 1–100 个列，每列有 key、title 和 format',
    'Bad export parameter: columns must be 1–100 columns, each with key, title and format.',
  ],
  badExportParameterFilename: [
    '导出参数错误：fileName 须为 1–200 个字符',
    'Bad export parameter: fileName must be 1–200 characters.',
  ],
  badParameterPageMustList: ['参数错误：page 须为列表页面', 'Bad parameter: page must be a list page.'],
  badParameterIdMustNumeric: ['参数错误：id 须为数字编号', 'Bad parameter: id must be a numeric id.'],
  badParameterHeldMustTrue: ['参数错误：held 须为 true 或 false', 'Bad parameter: held must be true or false.'],
} as const satisfies Catalogue;
