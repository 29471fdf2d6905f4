import { bulkInsert } from '../db/bulk';
import type { Queryable, SqlParam } from '../db/types';
import { ApiError } from '../lib/api-error';
import { optEnum, optInt, optString, requireInt, type Input } from '../lib/input';
import type { Table } from '../lib/table';
import type { Values } from './types';
import { fill, M } from '../i18n/messages';

/** The defined values keyed by SQL column: a key is a field of the table (`cardNo`) or already a column name. */
const defined = (table: Table, values: Values): [string, SqlParam][] =>
  Object.entries(values)
    .filter((entry): entry is [string, SqlParam] => entry[1] !== undefined)
    .map(([key, value]) => {
      if (key in table.columns) return [table.col(key), value];
      if (!/^[a-z][a-z0-9_]*$/.test(key)) throw new Error(`${table.name}: '${key}' is neither a field nor a column`);
      return [key, value];
    });

/** INSERT of the defined values (the others take the column default) → the new id. */
export async function insertRow(db: Queryable, table: Table, values: Values): Promise<number | null> {
  const entries = defined(table, values);
  const slots = entries.map((_, index) => `$${index + 1}`);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO ${table.name} (${entries.map(([column]) => column).join(', ')}) VALUES (${slots.join(', ')}) RETURNING id`,
    entries.map(([, value]) => value),
  );
  return row?.id ?? null;
}

/** INSERT of many rows in chunks (a screen's demo rows): each row gives the same fields; the others take their defaults. */
export async function insertRows(db: Queryable, table: Table, rows: readonly Values[]): Promise<void> {
  const entries = rows.map((row) => defined(table, row));
  const columns = (entries[0] ?? []).map(([column]) => column);
  const values = entries.map((row, index) => {
    if (row.length !== columns.length || row.some(([column], k) => column !== columns[k]))
      throw new Error(`${table.name}: row ${index} gives other fields than the first`);
    return row.map(([, value]) => value);
  });
  await bulkInsert(db, table.name, columns, values);
}

/** UPDATE of the defined values only (the others are kept); throws `notFound` when no row has the id. */
export async function updateRow(
  db: Queryable,
  table: Table,
  id: number,
  values: Values,
  notFound: string,
): Promise<number> {
  const entries = defined(table, values);
  const sets = entries.map(([column], index) => `${column} = $${index + 2}`);
  const sql = sets.length
    ? `UPDATE ${table.name} SET ${sets.join(', ')} WHERE id = $1 RETURNING id`
    : `SELECT id FROM ${table.name} WHERE id = $1`;
  const changed = await db.query<{ id: number }>(sql, [id, ...entries.map(([, value]) => value)]);
  if (!changed.length) throw new ApiError(notFound);
  return id;
}

/** Whether a save request edits (an `id` is sent) or adds. */
export const modeOf = (input: Input): 'add' | 'edit' => (optString(input, 'id') !== undefined ? 'edit' : 'add');

/**
 * Why a row may not be deleted: `sql` answers a row for rows that must stay (`$1`: the ids, `int[]`), and `message`
 * says why, from that row (a department's title, a category's goods count). A delete with refusals locks its rows
 * first, so a refusal checked is still true when the rows go.
 */
export interface Refusal {
  sql: string;
  message: string | ((row: Record<string, unknown>) => string);
}

/** What CONTRACT.md says of a delete's refusals: each message, a row's value shown as `{column}`. */
export function refusalsDoc(refusals: readonly Refusal[] | undefined): string | undefined {
  if (!refusals?.length) return undefined;
  const named = new Proxy({}, { get: (_, key) => `{${String(key)}}` }) as Record<string, unknown>;
  const words = refusals.map(({ message }) => `"${typeof message === 'string' ? message : message(named)}"`);
  return `refused (nothing deleted): ${words.join(', ')}`;
}

/** Deletes the rows `ids` unless a refusal answers: all of them or none → how many. `notFound`: when none exists. */
export async function deleteRows(
  tx: Queryable,
  table: string,
  ids: readonly number[],
  opts: { refuse?: readonly Refusal[]; notFound?: string } = {},
): Promise<number> {
  const refusals = opts.refuse ?? [];
  if (refusals.length) {
    const found = await tx.query(`SELECT id FROM ${table} WHERE id = ANY($1::int[]) FOR UPDATE`, [ids]);
    if (!found.length && opts.notFound) throw new ApiError(opts.notFound);
    for (const refusal of refusals) {
      const [hit] = await tx.query<Record<string, unknown>>(refusal.sql, [ids]);
      if (hit) throw new ApiError(typeof refusal.message === 'string' ? refusal.message : refusal.message(hit));
    }
  }
  const deleted = await tx.query<{ id: number }>(`DELETE FROM ${table} WHERE id = ANY($1::int[]) RETURNING id`, [ids]);
  if (!deleted.length && opts.notFound) throw new ApiError(opts.notFound);
  return deleted.length;
}

/** A link table between two tables: X-Boot's role grants, user roles, a role's departments. */
export interface Link {
  table: string;
  /** The column of the row the links belong to, and the column of the row each one names. */
  owner: string;
  target: string;
}

/** Replaces the owner's links by exactly `ids` (X-Boot deletes them, then adds those sent); none left with none. */
export async function replaceLinks(db: Queryable, link: Link, ownerId: number, ids: Iterable<number>): Promise<void> {
  await db.query(`DELETE FROM ${link.table} WHERE ${link.owner} = $1`, [ownerId]);
  await db.query(`INSERT INTO ${link.table} (${link.owner}, ${link.target}) SELECT $1, unnest($2::int[]) ORDER BY 2`, [
    ownerId,
    [...new Set(ids)],
  ]);
}

/** `ids` as a JSON array or a comma-separated string of integers. */
export function readIds(input: Input): number[] {
  const value = input.ids;
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const ids = parts.map((part, index) => optInt({ [`ids[${index}]`]: part }, `ids[${index}]`, 1));
  const present = ids.filter((id): id is number => id !== undefined);
  if (!present.length) throw new ApiError(fill(M.missingParameter, { field: 'ids' }));
  return present;
}

/** Sets the status column of one row to one of the allowed values: body `{id, <column>}`. */
export async function toggleRow(
  db: Queryable,
  table: Table,
  column: string,
  values: readonly (string | number)[],
  input: Input,
  notFound: string,
): Promise<null> {
  const id = requireInt(input, 'id', 1);
  const value = optEnum(input, column, values);
  if (value === undefined) throw new ApiError(fill(M.missingParameter, { field: column }));
  await updateRow(db, table, id, { [column]: value }, notFound);
  return null;
}
