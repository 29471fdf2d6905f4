import type { Queryable, SqlParam } from './types';

/**
 * Inserts many rows with multi-row VALUES statements, `chunkSize` rows at a time.
 * `table` and `columns` are constants from the code, never user input.
 */
export async function bulkInsert(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly SqlParam[])[],
  chunkSize = 400,
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const params: SqlParam[] = [];
    const tuples = chunk.map((row) => {
      if (row.length !== columns.length) throw new Error(`bulkInsert ${table}: row has ${row.length} values`);
      const slots = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${slots.join(',')})`;
    });
    await db.query(`INSERT INTO ${table} (${columns.join(',')}) VALUES ${tuples.join(',')}`, params);
  }
}

/** Moves a serial id sequence past the explicit ids inserted by the seed. */
export async function syncSequence(db: Queryable, table: string): Promise<void> {
  await db.query(
    `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ${table}), 1))`,
  );
}
