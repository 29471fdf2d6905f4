import { bulkInsert, syncSequence } from '../db/bulk';
import type { Queryable, SqlParam } from '../db/types';
import { SEEDED_DICTS } from '../lib/seeded-dicts';

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
