import type { Catalogue } from '../catalogue';

/** The server's messages, by name (zh-CN, en-US): the envelope, the HTTP layer and input parsing. */
export const HTTP = {
  notSignedInSession: ['未登录或登录已失效', 'Not signed in, or the session has expired.'],
  noPermission: ['抱歉，您没有该操作权限', 'Sorry, you do not have permission for this action.'],
  noSuchApi: ['接口不存在', 'No such API.'],
  youNotSignedIn: ['您还未登录', 'You are not signed in.'],
  sessionExpiredSignIn: ['登录已失效，请重新登录', 'The session has expired. Sign in again.'],
  noAccess: ['抱歉，您没有访问权限', 'Sorry, you do not have access.'],
  sessionLockedUnlockFirst: ['会话已锁定，请先解锁', 'The session is locked. Unlock it first.'],
  requestBodyTooLarge: ['请求体过大', 'The request body is too large.'],
  requestBodyTooLargeLimit: ['请求体过大（上限 1 MB）', 'The request body is too large (limit 1 MB).'],
  badRequest: ['请求错误', 'Bad request.'],
  requestUrlMalformed: ['请求地址格式错误', 'The request URL is malformed.'],
  parameterWrongFormat: ['参数格式错误', 'A parameter has the wrong format.'],
  internalServerErrorReference: ['服务器内部错误（编号 {ref}）', 'Internal server error (reference {ref}).'],
  parameterContainsCharactersNot: [
    '参数包含非法字符: {field}',
    'The parameter contains characters that are not allowed: {field}',
  ],
  requestParametersNestedToo: [
    '请求参数嵌套过深（上限 {max} 层）',
    'The request parameters are nested too deeply (limit {max} levels).',
  ],
  malformedRequestBodyNotValid: ['请求体格式错误: 不是合法的 JSON', 'Malformed request body: not valid JSON.'],
  malformedRequestBodyJson: ['请求体格式错误: 需要 JSON 对象', 'Malformed request body: a JSON object is required.'],
  wrongFormatParameter: ['参数格式错误: {field}', 'Wrong format for parameter: {field}'],
  wrongFormatParameterItem: ['参数格式错误: {field}[{index}]', 'Wrong format for parameter: {field}[{index}]'],
  missingParameter: ['参数不能为空: {field}', 'Missing parameter: {field}'],
  recordNotFound: ['记录不存在', 'The record does not exist.'],
  alreadyExistsDoNotSubmit: ['数据已存在，请勿重复提交', 'This already exists. Do not submit it twice.'],
} as const satisfies Catalogue;
