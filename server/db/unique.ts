import { M } from '../i18n/messages';
/**
 * What a write that loses a race on a UNIQUE index answers (SQLSTATE 23505), by constraint or index name: the same
 * words the check before it answers, so the loser of a race reads what a later duplicate reads. A constraint not
 * named here answers `DUPLICATE`. No database text reaches the caller.
 */
export const DUPLICATE = M.alreadyExistsDoNotSubmit;

export const UNIQUE_MESSAGES: Readonly<Record<string, string>> = {
  staff_user_username_key: M.usernameAlreadyTaken,
  role_name_key: M.roleNameAlreadyExists,
  permission_name_key: M.menuNameEnglishAlreadyExists,
  dict_type_key: M.dictionaryTypeAlreadyExists,
  dict_data_dict_id_value_key: M.dictionaryAlreadyValue,
  member_trc20_card_no_key: M.addressAlreadyBound,
  shop_industry_name_key: M.industryNameAlreadyExists,
  member_shop_open_name_key: M.shopNameAlreadyExists,
  member_shop_apply_open_name_key: M.shopNameAlreadyExists,
  caption_config_key_idx: M.captionKeyAlreadyExists,
  switch_configuration_key_idx: M.switchKeyAlreadyExists,
  phone_region_code_code_idx: M.areaCodeAlreadyExists,
  sys_parameter_key_idx: M.parameterKeyAlreadyExists,
  goods_category_type_name_idx: M.categoryNameAlreadyExists,
  bank_config_code_idx: M.bankCodeAlreadyExists,
  setting_key_idx: M.settingKeyAlreadyExists,
  member_phone_uidx: M.mobileNumberAlreadyUsed,
  list_view_owner_name: M.viewNameAlreadyExists,
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
