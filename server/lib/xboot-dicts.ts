/**
 * The dictionaries of the bare profile (http/profile.ts): a back end that follows X-Boot has the types X-Boot's own
 * seed has (xboot.sql, `t_dict`) and those its staff add, not the console's. The console's seeded types
 * (lib/seeded-dicts.ts) that X-Boot's seed lacks are left out of every dictionary answer of the bare profile, so
 * `getByType` answers them as X-Boot answers an unknown type.
 */
import { SEEDED_DICTS } from './seeded-dicts';
import { fill, M } from '../i18n/messages';

/** The dictionary types of X-Boot 3.3.4's seed. */
export const XBOOT_SEED_DICT_TYPES: readonly string[] = [
  'sex',
  'message_type',
  'permission_type',
  'tencent_bucket_region',
  'process_node_type',
  'priority',
  'business_table',
  'business_form',
  'leave_type',
];

/** The console's seeded dictionary types a bare back end does not have. */
export const CONSOLE_DICT_TYPES: readonly string[] = SEEDED_DICTS.map((dict) => dict.type).filter(
  (type) => !XBOOT_SEED_DICT_TYPES.includes(type),
);

const quoted = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** `dict` as the bare profile has it: a FROM item (aliased `alias`) without the console's types. */
export const bareDicts = (alias: string): string =>
  `(SELECT * FROM dict WHERE NOT (type = ANY (ARRAY[${CONSOLE_DICT_TYPES.map(quoted).join(', ')}]::text[]))) ${alias}`;

/** X-Boot's refusal of a type it does not have (DictDataController.getByType). */
export const unknownDictType = (type: string): string => fill(M.dictionaryTypeNotFound, { type });
