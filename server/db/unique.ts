/**
 * What a write that loses a race on a UNIQUE index answers (SQLSTATE 23505), by constraint or index name: the same
 * words the check before it answers, so the loser of a race reads what a later duplicate reads. A constraint not
 * named here answers `DUPLICATE`. No database text reaches the caller.
 */
export const DUPLICATE = '数据已存在，请勿重复提交';

export const UNIQUE_MESSAGES: Readonly<Record<string, string>> = {
  staff_user_username_key: '该用户名已被注册',
  role_name_key: '角色名称已存在',
  permission_name_key: '菜单名称(英文)已存在',
  dict_type_key: '字典类型已存在',
  dict_data_dict_id_value_key: '该字典已有此数据值',
  member_trc20_card_no_key: '该地址已被绑定',
  shop_industry_name_key: '行业名称已存在',
  member_shop_open_name_key: '店铺名称已存在',
  member_shop_apply_open_name_key: '店铺名称已存在',
  caption_config_key_idx: '文案标识已存在',
  switch_configuration_key_idx: '开关标识已存在',
  phone_region_code_code_idx: '区号已存在',
  sys_parameter_key_idx: '参数键已存在',
  goods_category_type_name_idx: '分类名称已存在',
  bank_config_code_idx: '银行编码已存在',
  setting_key_idx: '配置键已存在',
  member_phone_uidx: '该手机号已被其他会员使用',
  list_view_owner_name: '已有同名视图',
};

function field(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null && name in error
    ? (error as Record<string, unknown>)[name]
    : undefined;
}

/** The error's SQLSTATE, when it is a database error. */
export function sqlState(error: unknown): string | undefined {
  const code = field(error, 'code');
  return typeof code === 'string' ? code : undefined;
}

/** The refusal for a unique violation (23505), by the constraint the database names. */
export function uniqueViolationMessage(error: unknown): string {
  const constraint = field(error, 'constraint');
  return (typeof constraint === 'string' && UNIQUE_MESSAGES[constraint]) || DUPLICATE;
}
