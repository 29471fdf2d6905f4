import type { Queryable } from '../db/types';
import { routePath } from '../http/api';
import { ApiError } from '../lib/api-error';
import { requireInt } from '../lib/input';
import { seesPersonal } from '../lib/personal-walk';
import { runList } from './list';
import type { PageMenu } from './menu';
import { insertRow, modeOf, toggleRow, updateRow } from './mutations';
import { deleteMany, deleteOne, withRefusals, type DeleteOptions } from './screen-deletes';
import type { Table } from '../lib/table';
import type { Call, FilterTypes, KeysOf, ListCall, PermittedCall } from '../../contract/calls';
import type { Filter } from './filters';
import type {
  Entity,
  Input,
  KitContext,
  ListSpec,
  Mode,
  RouteDecl,
  RouteOptions,
  ScreenDecl,
  Style,
  Values,
} from './types';
import { M } from '../i18n/messages';

/** A write's values from its input, which holds the keys its call `C` declares (typecheck refuses another). */
type ValuesFn<C, A extends unknown[] = []> = (
  input: Input<KeysOf<C>>,
  ...rest: [...A, KitContext<KeysOf<C>>]
) => Values | Promise<Values>;
/** A custom handler of call `C`. */
type Handler<C> = (ctx: KitContext<KeysOf<C>>) => Promise<unknown>;

interface WriteOptions extends RouteOptions {
  /** The message when the row does not exist. */
  notFound?: string;
}

/** What a save's `after` hook gets: the mode, the saved row's id and the values written. */
export interface Saved {
  mode: Mode;
  id: number;
  values: Values;
  ctx: KitContext;
}

interface SaveOptions extends WriteOptions {
  /**
   * Side effects of the save (a balance change through the ledger, dependent rows), run in the same transaction as
   * the insert or update: when it throws, nothing of the save is kept.
   */
  after?: (tx: Queryable, saved: Saved) => Promise<void>;
}

/**
 * A list's filters for a call declared in `contract/`: one per filter name the call declares, of the type it declares
 * (`eq` an int or text, `contains` text, `flag`, `oneOf` an enum, `since`/`until` a time, `atLeast`/`atMost` a
 * number), and no other. A name missing or added here, or a filter of another type, fails typecheck.
 */
export type FiltersFor<T extends FilterTypes, G> = G & { [K in keyof T]: Filter<T[K]> } & Record<
    Exclude<keyof G, keyof T>,
    'not a filter of this list call in contract/'
  >;

/**
 * Where a route goes: a call declared in `contract/` (its path and style; a write verb takes a POST call, `get` a GET
 * one). A path spelt out here fails typecheck: the console could not be sure to call the same one.
 */
export type Target<M extends 'get' | 'post' = 'post'> = Call<M>;
/** A write verb's call: it declares its permType in `contract/` (the server checks it, the console shows by it). */
export type Write = PermittedCall<'post'>;

/** The verbs a screen declaration uses; every route carries the screen's page key and its call's permType. */
export interface ScreenBuilder {
  /** A paged (or plain array) list: `{records,total,…}` in the envelope, filters, order, optional extras. */
  list<T extends FilterTypes, G>(
    call: ListCall<unknown, T>,
    spec: Omit<ListSpec, 'filters'> &
      RouteOptions &
      ([keyof T] extends [never] ? unknown : { filters: FiltersFor<T, G> }),
  ): void;
  /** Inserts `values(input, ctx)` → the new id. */
  create<C extends Write>(to: C, table: Table, values: ValuesFn<C>, opts?: RouteOptions): void;
  /** Updates the row `id` with the defined `values` → the id. */
  update<C extends Write>(to: C, table: Table, values: ValuesFn<C>, opts?: WriteOptions): void;
  /** Adds without `id`, edits with one (its call's perm `add|edit`): the defined values only → the id. */
  save<C extends Write>(to: C, table: Table, values: ValuesFn<C, [Mode]>, opts?: SaveOptions): void;
  /** Deletes the row `id`. */
  deleteById(to: Write, table: Table, opts?: DeleteOptions & { minId?: number }): void;
  /** Deletes the rows `ids` (array or comma string) → how many. */
  deleteByIds(to: Write, table: Table, opts?: DeleteOptions): void;
  /** A settings object kept as the table's one row: `load` answers it, `save` writes the defined values over it. */
  singleton<C extends Write>(
    load: Target<'get'>,
    save: C,
    table: Table,
    values: ValuesFn<C>,
    opts?: WriteOptions,
  ): void;
  /** Sets a status column to one of `values` from `{id, <column>}`. */
  toggle(to: Write, table: Table, column: string, values: readonly (string | number)[], opts?: WriteOptions): void;
  /**
   * Custom handlers: the page (and the call's `perm`, when it declares one) is checked before they run. A call with
   * perm `add|edit` is checked like a save: add without `id`, edit with one.
   */
  get<C extends Target<'get'>>(to: C, opts: RouteOptions, handler: Handler<C>): void;
  post<C extends Target>(to: C, opts: RouteOptions, handler: Handler<C>): void;
  /** A table this screen owns: typed columns, migrations and seed next to the routes. */
  entity(entity: Entity): void;
  /** A decision of this screen where the contract was silent (CONTRACT.md). */
  note(text: string): void;
}

const NOT_FOUND = M.recordNotFound;

const STYLE_OF: Record<Call['style'], Style> = { query: 'Q', form: 'F', body: 'B' };

/**
 * Declares a screen's server side and its menu entry:
 * `export default screenRoutes('members/usdt-withdraw-addresses', { order: 7, title: {…} }, (r) => {...})`.
 */
export function screenRoutes(page: string, menu: PageMenu, build: (r: ScreenBuilder) => void): ScreenDecl {
  const routes: RouteDecl[] = [];
  const entities: Entity[] = [];
  const notes: string[] = [];
  const add = (
    kind: RouteDecl['kind'],
    to: Call,
    opts: RouteOptions,
    handler: RouteDecl['handler'],
    list?: ListSpec,
  ): void => {
    const { perm } = to;
    const { page: pages, params, doc, reason, bareAnswer, personal } = opts;
    const verb = to.method;
    const style = STYLE_OF[to.style];
    const consoleOnly = opts.consoleOnly ?? menu.consoleOnly;
    routes.push({
      kind,
      call: to,
      method: verb,
      path: routePath(to),
      page: pages ?? page,
      handler,
      writes: opts.writes ?? verb === 'post',
      ...(reason ? { reason } : {}),
      ...(personal ? { personal } : {}),
      ...(perm ? { perm } : {}),
      ...(consoleOnly ? { consoleOnly } : {}),
      ...(bareAnswer ? { bareAnswer } : {}),
      ...(list ? { list } : {}),
      ...(params ? { params } : {}),
      ...(doc ? { doc } : {}),
      style,
    });
  };
  build({
    list(to: Call, spec: ListSpec & RouteOptions) {
      const bare: ListSpec = spec.bareFrom ? { ...spec, from: spec.bareFrom } : spec;
      add(
        'list',
        to,
        spec,
        ({ db, input, profile, user }) =>
          runList(db, profile === 'bare' ? bare : spec, input, { masked: !seesPersonal(user.pages) }),
        spec,
      );
    },
    // The verbs' `values` and handlers are typed by their call's keys for the screens; here any input reaches them.
    create(to, table, typed, opts = {}) {
      const values = typed as unknown as ValuesFn<Call>;
      add('create', to, opts, async (ctx) => insertRow(ctx.db, table, await values(ctx.input, ctx)));
    },
    update(to, table, typed, opts = {}) {
      const values = typed as unknown as ValuesFn<Call>;
      add('update', to, opts, async (ctx) => {
        const id = requireInt(ctx.input, 'id', 1);
        return updateRow(ctx.db, table, id, await values(ctx.input, ctx), opts.notFound ?? NOT_FOUND);
      });
    },
    save(to, table, typed, opts = {}) {
      const values = typed as unknown as ValuesFn<Call, [Mode]>;
      add('save', to, opts, async (ctx) => {
        const mode = modeOf(ctx.input);
        ctx.require(opts.page ?? page, mode);
        const row = await values(ctx.input, mode, ctx);
        const write = async (db: Queryable): Promise<number | null> => {
          const id =
            mode === 'add'
              ? await insertRow(db, table, row)
              : await updateRow(db, table, requireInt(ctx.input, 'id', 1), row, opts.notFound ?? NOT_FOUND);
          if (opts.after && id !== null) await opts.after(db, { mode, id, values: row, ctx });
          return id;
        };
        return opts.after ? ctx.db.transaction(write) : write(ctx.db);
      });
    },
    deleteById(to, table, opts = {}) {
      add('delete', to, withRefusals(opts), deleteOne(table, opts));
    },
    deleteByIds(to, table, opts = {}) {
      add('deleteMany', to, withRefusals(opts), deleteMany(table, opts));
    },
    singleton(load, save, table, typed, opts = {}) {
      const values = typed as unknown as ValuesFn<Call>;
      const first = `SELECT ${table.select()} FROM ${table.name} ORDER BY id LIMIT 1`;
      add('custom', load, { doc: 'the settings object' }, async ({ db }) => (await db.query(first))[0] ?? null);
      add('update', save, opts, async (ctx) => {
        const [row] = await ctx.db.query<{ id: number }>(`SELECT id FROM ${table.name} ORDER BY id LIMIT 1`);
        const notFound = opts.notFound ?? NOT_FOUND;
        if (!row) throw new ApiError(notFound);
        await updateRow(ctx.db, table, row.id, await values(ctx.input, ctx), notFound);
        return null;
      });
    },
    toggle(to, table, column, values, opts = {}) {
      add('toggle', to, opts, ({ db, input }) =>
        toggleRow(db, table, column, values, input, opts.notFound ?? NOT_FOUND),
      );
    },
    get(to, opts, typed) {
      add('custom', to, opts, typed as unknown as Handler<Call>);
    },
    post(to, opts, typed) {
      const handler = typed as unknown as Handler<Call>;
      const checked =
        to.perm === 'add|edit'
          ? async (ctx: KitContext) => {
              ctx.require(opts.page ?? page, modeOf(ctx.input));
              return handler(ctx);
            }
          : handler;
      add('custom', to, opts, checked);
    },
    entity(entity) {
      entities.push(entity);
    },
    note(text) {
      notes.push(text);
    },
  });
  return { page, menu, routes, entities, notes };
}
