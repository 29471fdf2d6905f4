import { bulkInsert, syncSequence } from '../db/bulk';
import type { Queryable, SqlParam } from '../db/types';
import { DICT_IDS, DICTS } from '../../src/i18n/dicts';

/** A seeded dictionary: its type, title and ordered [value, Chinese title] options. */
export interface SeededDict {
  type: string;
  title: string;
  options: readonly (readonly [string, string])[];
}

/**
 * The dictionaries of SPEC §4 the server serves, in declaration order: every dictionary of the one declaration
 * (`src/i18n/dicts/`) that has a server type, with its Chinese labels. Console-only ones are not seeded.
 */
export const SEEDED_DICTS: readonly SeededDict[] = DICT_IDS.flatMap((id) => {
  const { serverType, title, codes, entries } = DICTS[id];
  return serverType === null
    ? []
    : [{ type: serverType, title, options: codes.map((code) => [code, entries[code].zh]) }];
});

/** Every dictionary of SPEC §4 with its ordered options. */
export async function seedDicts(db: Queryable): Promise<void> {
  await bulkInsert(
    db,
    'dict',
    ['id', 'type', 'title', 'sort_order'],
    SEEDED_DICTS.map((dict, index) => [index + 1, dict.type, dict.title, index + 1]),
  );
  const data: SqlParam[][] = [];
  SEEDED_DICTS.forEach((dict, index) => {
    dict.options.forEach(([value, title], order) => data.push([index + 1, value, title, order + 1]));
  });
  await bulkInsert(db, 'dict_data', ['dict_id', 'value', 'title', 'sort_order'], data);
  await syncSequence(db, 'dict');
}
