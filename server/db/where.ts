import type { SqlParam } from './types';

/** A value for `ILIKE '%' || $n || '%'`: `%`, `_` and `\` match literally. */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The SQL of a case-insensitive "contains" on `column`, the value going where `$?` is. */
export const containsSql = (column: string): string => `${column} ILIKE '%' || $? || '%'`;

/**
 * Builds a WHERE clause with `$n` placeholders. Fragments use `$?` where the value goes;
 * values are never concatenated into the SQL text.
 */
export class Where {
  private readonly conditions: string[] = [];
  readonly params: SqlParam[];

  constructor(params: SqlParam[] = []) {
    this.params = params;
  }

  /** Adds `fragment` (containing one or more `$?`) when `value` is not undefined. */
  add(fragment: string, value: SqlParam | undefined): this {
    if (value === undefined) return this;
    this.params.push(value);
    const placeholder = `$${this.params.length}`;
    this.conditions.push(fragment.replaceAll('$?', placeholder));
    return this;
  }

  /** Case-insensitive "contains" match; `%` and `_` in the value match literally. */
  contains(column: string, value: string | undefined): this {
    if (value === undefined) return this;
    return this.add(containsSql(column), escapeLike(value));
  }

  /** Binds one more parameter and returns its placeholder (for LIMIT/OFFSET and the like). */
  bind(value: SqlParam): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** The conditions joined by AND, without the keyword ('' when none). */
  conditionsSql(): string {
    return this.conditions.join(' AND ');
  }

  toSql(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}
