import { sqlTime } from './time';

/** SQL types a declared column can have; `select` renders each so the JSON is what the console reads. */
export type ColumnType = 'serial' | 'integer' | 'text' | 'boolean' | 'money' | 'rate' | 'timestamp';

export interface Column {
  type: ColumnType;
  /** The SQL column name; default: the field name in snake_case. */
  name?: string;
  notNull?: boolean;
  /** A SQL default expression, e.g. `'TRC20'` or `1`. */
  default?: string;
  /** e.g. `member(id)`. */
  references?: string;
}

export type Columns = Record<string, Column>;

export interface Table<C extends Columns = Columns> {
  name: string;
  columns: C;
  /** `a.card_no AS "cardNo", …` for the fields (all by default), prefixed with the alias. */
  select(alias?: string, fields?: readonly (keyof C & string)[]): string;
  /** The SQL column of a field (with the alias). */
  col(field: keyof C & string, alias?: string): string;
  /** CREATE TABLE for a new entity. */
  createSql(): string;
}

const SQL_TYPES: Record<ColumnType, string> = {
  serial: 'serial PRIMARY KEY',
  integer: 'integer',
  text: 'text',
  boolean: 'boolean',
  money: 'numeric(18,2)',
  rate: 'numeric(18,4)',
  timestamp: 'timestamp',
};

const snake = (field: string): string => field.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);

/** Column constructors: `integer()`, `text({ default: "''" })`, … (not null unless `nullable`). */
const column =
  (type: ColumnType) =>
  (opts: Omit<Column, 'type' | 'notNull'> & { nullable?: boolean } = {}): Column => ({
    type,
    notNull: type !== 'serial' && !opts.nullable,
    ...(opts.name ? { name: opts.name } : {}),
    ...(opts.default !== undefined ? { default: opts.default } : {}),
    ...(opts.references ? { references: opts.references } : {}),
  });

export const serial = column('serial');
export const integer = column('integer');
export const text = column('text');
export const boolean = column('boolean');
export const money = column('money');
export const rate = column('rate');
export const timestamp = column('timestamp');

function render(field: string, def: Column, alias: string): string {
  const sql = `${alias}${def.name ?? snake(field)}`;
  const value =
    def.type === 'money' || def.type === 'rate' ? `${sql}::float8` : def.type === 'timestamp' ? sqlTime(sql) : sql;
  return value === sql && (def.name ?? snake(field)) === field ? sql : `${value} AS "${field}"`;
}

/** A real table with typed columns: the JSON field names are the keys, the SQL names their snake_case. */
export function table<C extends Columns>(name: string, columns: C): Table<C> {
  const prefix = (alias?: string): string => (alias ? `${alias}.` : '');
  return {
    name,
    columns,
    select(alias, fields) {
      const keys = fields ?? Object.keys(columns);
      return keys.map((field) => render(field, columns[field] as Column, prefix(alias))).join(', ');
    },
    col: (field, alias) => `${prefix(alias)}${(columns[field] as Column).name ?? snake(field)}`,
    createSql() {
      const lines = Object.entries(columns).map(([field, def]) =>
        [
          def.name ?? snake(field),
          SQL_TYPES[def.type],
          def.notNull ? 'NOT NULL' : '',
          def.default !== undefined ? `DEFAULT ${def.default}` : '',
          def.references ? `REFERENCES ${def.references}` : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
      return `CREATE TABLE IF NOT EXISTS ${name} (\n  ${lines.join(',\n  ')}\n)`;
    },
  };
}
