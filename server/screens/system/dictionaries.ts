import type { KeysOf } from '../../../contract/calls';
import { dictionaries } from '../../../contract/system/dictionaries';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { optEnum, optInt, requireInt, type Input } from '../../lib/input';
import { contains, containsAny, entityDefault, eq, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { DICT, DICT_DATA, springPage } from '../../kit/xboot-shapes';
import { integer, serial, table, text } from '../../lib/table';
import { textField } from '../../lib/form-input';
import { bareDicts } from '../../lib/xboot-dicts';
import { dictConstants } from '../../../contract/dicts/constants';
import { M } from '../../i18n/messages';

/** dict / dict_data come from schema v1 (the console's dictionary tags read them); this screen adds status and notes. */
const dict = table('dict', { id: serial(), type: text(), title: text(), sortOrder: integer(), description: text() });
const dictData = table('dict_data', {
  id: serial(),
  dictId: integer(),
  value: text(),
  title: text(),
  sortOrder: integer(),
  status: integer(),
  description: text(),
});

const TYPE = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

/**
 * A dictionary's whole row, for an add and for an edit alike (X-Boot binds a new Dict and saves it over the stored one):
 * type and title required, a field left out takes its default (sortOrder 0, description blank).
 */
function dictValues(input: Input<KeysOf<typeof dictionaries.addType>>) {
  const type = textField(input, 'type', M.dictionaryType, { required: true, max: 50 }) ?? '';
  // A type taken is refused by the database's unique key, in its words (db/unique.ts).
  if (!TYPE.test(type)) throw new ApiError(M.dictionaryTypeMustStart);
  return {
    type,
    title: textField(input, 'title', M.dictionaryName, { required: true, max: 50 }),
    sortOrder: optInt(input, 'sortOrder', 0, 99999) ?? 0,
    description: textField(input, 'description', M.remark, { max: 255 }) ?? '',
  };
}

/** A dictionary datum's whole row, for an add and for an edit alike (X-Boot's DictData): its dict sent each time. */
async function dataValues(db: Queryable, input: Input<KeysOf<typeof dictionaries.add>>, id = 0) {
  const dictId = requireInt(input, 'dictId', 1);
  if (!(await db.query('SELECT 1 FROM dict WHERE id = $1', [dictId])).length) throw new ApiError(M.dictionaryNotFound);
  const value = textField(input, 'value', M.dataValue, { required: true, max: 100 }) ?? '';
  if (
    (await db.query('SELECT 1 FROM dict_data WHERE dict_id = $1 AND value = $2 AND id <> $3', [dictId, value, id]))
      .length
  )
    throw new ApiError(M.dictionaryAlreadyValue);
  return {
    dictId,
    value,
    title: textField(input, 'title', M.name, { required: true, max: 100 }),
    sortOrder: optInt(input, 'sortOrder', 0, 99999) ?? 0,
    status: optEnum(input, 'status', [DICT_DATA_STATUS.enabled, DICT_DATA_STATUS.disabled]) ?? DICT_DATA_STATUS.enabled,
    description: textField(input, 'description', M.remark, { max: 255 }) ?? '',
  };
}

/** X-Boot's CommonConstant: STATUS_NORMAL 0, STATUS_DISABLE -1; getByType serves 0 only. */
export const DICT_DATA_STATUS = dictConstants('xbootStatus');

/** Dictionaries (SPEC §4, §7.3): types beside their data; `getByType` (the console's tags) reads enabled data. */
export default screenRoutes(
  'system/dictionaries',
  { order: 5, title: { 'zh-CN': '数据字典管理', 'en-US': 'Data dictionaries' } },
  (r) => {
    r.entity({
      table: dict,
      existing: 'schema v1',
      migrations: [
        {
          id: 'dict:description',
          sql: "ALTER TABLE dict ADD COLUMN IF NOT EXISTS description text NOT NULL DEFAULT ''",
        },
      ],
    });
    r.entity({
      table: dictData,
      existing: 'schema v1',
      migrations: [
        {
          id: 'dict_data:status',
          sql: `ALTER TABLE dict_data ADD COLUMN IF NOT EXISTS status integer NOT NULL DEFAULT 1;
              ALTER TABLE dict_data ADD COLUMN IF NOT EXISTS description text NOT NULL DEFAULT ''`,
        },
        {
          // X-Boot's codes: 0 enabled, -1 disabled (this column had 1 enabled, 0 disabled).
          id: 'dict_data:xboot-status',
          sql: `UPDATE dict_data SET status = CASE WHEN status = 1 THEN 0 ELSE -1 END;
              ALTER TABLE dict_data ALTER COLUMN status SET DEFAULT 0`,
        },
      ],
    });
    r.list(dictionaries.types, {
      bareAnswer: DICT,
      from: 'dict d',
      bareFrom: bareDicts('d'),
      select: dict.select('d'),
      order: 'd.sort_order, d.id',
      paging: false,
    });
    r.list(dictionaries.searchTypes, {
      bareAnswer: DICT,
      from: 'dict d',
      bareFrom: bareDicts('d'),
      select: dict.select('d'),
      // X-Boot: `key` (a required @RequestParam) matches the title or the type.
      filters: {
        key: containsAny(['d.title', 'd.type'], {
          mustSend: true,
          sample: { sql: 'SELECT type FROM dict ORDER BY id LIMIT 1' },
        }),
      },
      order: 'd.sort_order, d.id',
      paging: false,
    });
    r.create(dictionaries.addType, dict, (input) => dictValues(input), {
      params: '{type, title, sortOrder, description}',
    });
    r.update(dictionaries.editType, dict, (input) => dictValues(input), {
      notFound: M.dictionaryNotFound,
      params: '{id, type, title, sortOrder, description}',
      doc: 'replaces the whole dictionary as X-Boot does: a field left out takes its default (sortOrder 0, description blank)',
    });
    r.deleteByIds(dictionaries.delTypes, dict, { params: '{ids} (their data too)' });
    r.list(dictionaries.list, {
      bareAnswer: springPage(DICT_DATA),
      from: 'dict_data dd',
      bareFrom: `(SELECT x.* FROM dict_data x JOIN ${bareDicts('d')} ON d.id = x.dict_id) dd`,
      select: dictData.select('dd'),
      // X-Boot binds these into a new DictData: left out, `status` is 0 (enabled rows only); sent blank, every row.
      filters: {
        dictId: eq('dd.dict_id'),
        title: contains('dd.title'),
        status: entityDefault(oneOf('dd.status', [DICT_DATA_STATUS.enabled, DICT_DATA_STATUS.disabled]), 0),
      },
      order: 'dd.dict_id, dd.sort_order, dd.id',
    });
    r.create(dictionaries.add, dictData, (input, { db }) => dataValues(db, input), {
      params: '{dictId, value, title, sortOrder, status 0/-1, description}',
    });
    r.update(dictionaries.edit, dictData, (input, { db }) => dataValues(db, input, requireInt(input, 'id', 1)), {
      notFound: M.dictionaryEntryNotFound,
      params: '{id, dictId, value, title, sortOrder, status, description}',
      doc: 'replaces the whole datum as X-Boot does: a field left out takes its default (sortOrder 0, status 0, description blank)',
    });
    r.deleteByIds(dictionaries.delByIds, dictData, { params: '{ids}' });
    r.note('dictionaries: a type is unique, a value is unique within its type; getByType serves enabled data only.');
  },
);
