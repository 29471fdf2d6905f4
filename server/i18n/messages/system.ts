import { scheduledJobs } from '../../../contract/system/scheduled-jobs';
import { settings } from '../../../contract/system/settings';
import { departments } from '../../../contract/system/departments';
import { roles } from '../../../contract/system/roles';
import { menus } from '../../../contract/system/menus';
import { dictionaries } from '../../../contract/system/dictionaries';
import { cacheStore } from '../../../contract/system/cache-store';
import { COMMON_LABELS } from '../../../contract/labels';
import type { Catalogue } from '../catalogue';

/** The server's messages, by name (zh-CN, en-US): system administration. */
export const SYSTEM = {
  usernameAlreadyTaken: ['该用户名已被注册', 'This username is already taken.'],
  roleNameAlreadyExists: ['角色名称已存在', 'The role name already exists.'],
  menuNameEnglishAlreadyExists: ['菜单名称(英文)已存在', 'The menu name (English) already exists.'],
  dictionaryTypeAlreadyExists: ['字典类型已存在', 'The dictionary type already exists.'],
  dictionaryTypeNotFound: ['字典类型 {type} 不存在', 'The dictionary type {type} does not exist.'],
  dictionaryAlreadyValue: ['该字典已有此数据值', 'This dictionary already has this value.'],
  settingKeyAlreadyExists: ['配置键已存在', 'The setting key already exists.'],
  metricNotFound: ['指标不存在', 'The metric does not exist.'],
  account: ['账号', 'Account'],
  password: COMMON_LABELS.password,
  statusMust10: ['状态只能为1（开启）或0（关闭）', 'The status must be 1 (on) or 0 (off).'],
  accountRequired: ['账号不能为空', 'The account is required.'],
  accountNotFound: ['账号不存在', 'The account does not exist.'],
  expiryMust1Never: [
    '过期时间须为 -1（永不过期）或 1 至 315360000 秒',
    'The expiry must be -1 (never expires) or 1 to 315360000 seconds.',
  ],
  keyNotFound: ['该键不存在或已过期', 'The key does not exist or has expired.'],
  key: cacheStore.labels.key,
  keyCannotContainSpaces: ['键不能包含空白或逗号', 'A key cannot contain spaces or commas.'],
  value: COMMON_LABELS.value,
  departmentName: departments.labels.title,
  head: departments.labels.leaders,
  parentDepartmentNotFound: ['上级部门不存在', 'The parent department does not exist.'],
  parentDepartmentRequired: ['上级部门不能为空', 'The parent department is required.'],
  nodeCannotOwnParent: ['上级节点不能为自己', 'A node cannot be its own parent.'],
  parentDepartmentCannotOwn: [
    '上级部门不能是自己的下级',
    'The parent department cannot be one of its own sub-departments.',
  ],
  departmentNotFound: ['部门不存在', 'The department does not exist.'],
  departmentStillUsersMove: [
    '部门「{name}」下还有用户，请先移走用户再删除',
    'Department "{name}" still has users. Move them out before deleting it.',
  ],
  departmentStillSubDepartments: [
    '部门「{name}」下还有子部门，请先删除子部门',
    'Department "{name}" still has sub-departments. Delete them first.',
  ],
  dictionaryType: dictionaries.labels.type,
  dictionaryTypeMustStart: [
    '字典类型只能是字母开头的字母、数字或下划线',
    'A dictionary type must start with a letter and contain only letters, digits or underscores.',
  ],
  dictionaryName: dictionaries.labels.typeTitle,
  dictionaryNotFound: ['字典不存在', 'The dictionary does not exist.'],
  dataValue: dictionaries.labels.value,
  name: dictionaries.labels.title,
  dictionaryEntryNotFound: ['字典数据不存在', 'The dictionary entry does not exist.'],
  menuNameEnglish: ['菜单名称(英文)', 'Menu name (English)'],
  menuNameEnglishMust: [
    '菜单名称(英文)只能是字母开头的字母、数字、下划线或中划线',
    'A menu name (English) must start with a letter and contain only letters, digits, underscores or hyphens.',
  ],
  buttonPermissionType: ['按钮权限类型', 'Button permission type'],
  buttonPermissionTypeMust: [
    '按钮权限类型只能是字母开头的字母、数字、下划线或中划线',
    'A button permission type must start with a letter and contain only letters, digits, underscores or hyphens.',
  ],
  menuNotFound: ['菜单不存在', 'The menu does not exist.'],
  parentMenuRequired: ['上级菜单不能为空', 'The parent menu is required.'],
  parentMenuNotFound: ['上级菜单不存在', 'The parent menu does not exist.'],
  buttonParentMustPage: ['按钮的上级必须是页面（二级菜单）', "A button's parent must be a page (a second-level menu)."],
  menusAtMostThree: [
    '菜单最多三级：应用、分组、页面；页面下只能添加按钮',
    'Menus have at most three levels (app, group, page); only buttons can be added under a page.',
  ],
  menuChildrenCannotChange: ['含子节点的菜单不能改变层级', 'A menu with children cannot change its level.'],
  menuTitle: menus.labels.title,
  nameAlreadyExists: ['名称已存在', 'The name already exists.'],
  routePath: menus.labels.path,
  frontEndComponent: menus.labels.component,
  icon: menus.labels.icon,
  linkUrl: menus.labels.url,
  deleteFailedIncludesMenus: [
    '删除失败，包含正被用户使用关联的菜单',
    'Delete failed: it includes menus that users are still linked to.',
  ],
  roleName: roles.labels.name,
  roleNameMustStart: [
    '角色名称必须以 ROLE_ 开头，只含大写字母、数字和下划线',
    'A role name must start with ROLE_ and contain only capital letters, digits and underscores.',
  ],
  roleNotFound: ['角色不存在', 'The role does not exist.'],
  roleStillUsedUsers: [
    '角色「{name}」仍有用户使用，不能删除',
    'Role "{name}" is still used by users and cannot be deleted.',
  ],
  jobClass: scheduledJobs.labels.jobClassName,
  cronExpression: scheduledJobs.labels.cronExpression,
  cronExpressionRequired: ['Cron表达式不能为空', 'The cron expression is required.'],
  cronExpressionNotValid: [
    'Cron表达式无效（格式：秒 分 时 日 月 周 [年]）：{detail}',
    'The cron expression is not valid (format: second minute hour day month weekday [year]): {detail}',
  ],
  cronExpressionNoFuture: ['Cron表达式没有将来的执行时间', 'The cron expression has no future run time.'],
  parameterMustNumberDays: [
    '参数须为1至{max}之间的天数（留空为{default}天）',
    'The parameter must be a number of days from 1 to {max} (blank means {default}).',
  ],
  jobClassNotFound: ['任务类不存在：{name}', 'The job class does not exist: {name}'],
  parameter: scheduledJobs.labels.parameter,
  description: COMMON_LABELS.description,
  scheduledJobNotFound: ['定时任务不存在', 'The scheduled job does not exist.'],
  scheduledJobCouldNotPaused: ['暂停定时任务失败', 'The scheduled job could not be paused.'],
  scheduledJobCouldNotResumed: ['恢复定时任务失败', 'The scheduled job could not be resumed.'],
  jobFailed: ['任务执行失败：{detail}', 'The job failed: {detail}'],
  settingKey: settings.labels.key,
  settingKeyMustStart: [
    '配置键只能是字母开头的字母、数字、点、下划线或中划线',
    'A setting key must start with a letter and contain only letters, digits, dots, underscores or hyphens.',
  ],
  settingValueCannotLonger: ['配置值不能超过1000个字符', 'The setting value cannot be longer than 1000 characters.'],
  numericSettingValueMustPositive: ['数值类型的配置值必须是正数', 'A numeric setting value must be a positive number.'],
  booleanSettingValueMustTrue: [
    '布尔类型的配置值只能是 true 或 false',
    'A boolean setting value must be true or false.',
  ],
  settingNotFound: ['配置不存在', 'The setting does not exist.'],
  usernameRequired: ['用户名不能为空', 'The username is required.'],
  username220Letters: ['用户名为2-20位字母、数字或下划线', 'A username is 2 to 20 letters, digits or underscores.'],
  password632Characters: ['密码长度为6-32个字符', 'A password has 6 to 32 characters.'],
  youCannotDisableAccount: ['不能禁用当前登录的账号', 'You cannot disable the account you are signed in with.'],
  youCannotDeleteAccount: ['不能删除当前登录的账号', 'You cannot delete the account you are signed in with.'],
  youCannotEndSession: [
    '不能结束自己当前的会话，请使用退出登录',
    'You cannot end the session you are using; sign out instead.',
  ],
} as const satisfies Catalogue;
