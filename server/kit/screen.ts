import type { Queryable } from '../db/types';
import { requireInt } from '../lib/input';
import type { PermType } from '../lib/session';
import { seesPersonal } from '../lib/personal-walk';
import { runList } from './list';
import type { PageMenu } from './menu';
import { deleteById, deleteByIds, insertRow, modeOf, toggleRow, updateRow } from './mutations';
import type { Table } from '../lib/table';
import type {
  Entity,
  Input,
  KitContext,
  ListSpec,
  Method,
  Mode,
  RouteDecl,
  RouteOptions,
  ScreenDecl,
  Values,
} from './types';

type ValuesFn<A extends unknown[]> = (input: Input, ...rest: A) => Values | Promise<Values>;

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

/** The verbs a screen declaration uses; every route carries the screen's page key and its permType. */
export interface ScreenBuilder {
  /** A paged (or plain array) list: `{records,total,…}` in the envelope, filters, order, optional extras. */
  list(method: Method, path: string, spec: ListSpec & RouteOptions): void;
  /** Inserts `values(input, ctx)` (permType add) → the new id. */
  create(path: string, table: Table, values: ValuesFn<[KitContext]>, opts?: RouteOptions): void;
  /** Updates the row `id` with the defined `values` (permType edit) → the id. */
  update(path: string, table: Table, values: ValuesFn<[KitContext]>, opts?: WriteOptions): void;
  /** Adds without `id` (permType add), edits with one (permType edit): the defined values only → the id. */
  save(path: string, table: Table, values: ValuesFn<[Mode, KitContext]>, opts?: SaveOptions): void;
  /** Deletes the row `id` (permType delete unless told). */
  deleteById(path: string, table: Table, opts?: WriteOptions & { minId?: number }): void;
  /** Deletes the rows `ids` (array or comma string; permType delete) → how many. */
  deleteByIds(path: string, table: Table, opts?: RouteOptions): void;
  /** Sets a status column to one of `values` from `{id, <column>}` (permType edit). */
  toggle(path: string, table: Table, column: string, values: readonly (string | number)[], opts?: WriteOptions): void;
  /**
   * Custom handlers: the page (and `perm`, when given) is checked before they run. A post with `perm: 'add|edit'`
   * is checked like a save: add without `id`, edit with one.
   */
  get(path: string, opts: RouteOptions, handler: (ctx: KitContext) => Promise<unknown>): void;
  post(path: string, opts: CustomOptions, handler: (ctx: KitContext) => Promise<unknown>): void;
  /** A table this screen owns: typed columns, migrations and seed next to the routes. */
  entity(entity: Entity): void;
  /** A decision of this screen where the contract was silent (CONTRACT.md). */
  note(text: string): void;
}

/** A custom post's options: its permType may also be add-or-edit by the presence of `id`. */
export type CustomOptions = Omit<RouteOptions, 'perm'> & { perm?: PermType | 'add|edit' };

const NOT_FOUND = '记录不存在';

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
    method: Method,
    path: string,
    opts: RouteOptions,
    perm: PermType | 'add|edit' | undefined,
    handler: RouteDecl['handler'],
    list?: ListSpec,
  ): void => {
    const { page: pages, perm: _perm, params, doc, style, writes, reason, bareAnswer, personal } = opts;
    const consoleOnly = opts.consoleOnly ?? menu.consoleOnly;
    routes.push({
      kind,
      method,
      path,
      page: pages ?? page,
      handler,
      writes: writes ?? method === 'post',
      ...(reason ? { reason } : {}),
      ...(personal ? { personal } : {}),
      ...(perm ? { perm } : {}),
      ...(consoleOnly ? { consoleOnly } : {}),
      ...(bareAnswer ? { bareAnswer } : {}),
      ...(list ? { list } : {}),
      ...(params ? { params } : {}),
      ...(doc ? { doc } : {}),
      ...(style ? { style } : {}),
    });
  };
  build({
    list(method, path, spec) {
      const bare: ListSpec = spec.bareFrom ? { ...spec, from: spec.bareFrom } : spec;
      add(
        'list',
        method,
        path,
        spec,
        spec.perm,
        ({ db, input, profile, user }) =>
          runList(db, profile === 'bare' ? bare : spec, input, { masked: !seesPersonal(user.pages) }),
        spec,
      );
    },
    create(path, table, values, opts = {}) {
      add('create', 'post', path, opts, opts.perm ?? 'add', async (ctx) =>
        insertRow(ctx.db, table, await values(ctx.input, ctx)),
      );
    },
    update(path, table, values, opts = {}) {
      add('update', 'post', path, opts, opts.perm ?? 'edit', async (ctx) => {
        const id = requireInt(ctx.input, 'id', 1);
        return updateRow(ctx.db, table, id, await values(ctx.input, ctx), opts.notFound ?? NOT_FOUND);
      });
    },
    save(path, table, values, opts = {}) {
      add('save', 'post', path, opts, 'add|edit', async (ctx) => {
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
    deleteById(path, table, opts = {}) {
      add('delete', 'post', path, opts, opts.perm ?? 'delete', ({ db, input }) =>
        deleteById(db, table.name, input, opts.notFound ?? NOT_FOUND, opts.minId),
      );
    },
    deleteByIds(path, table, opts = {}) {
      add('deleteMany', 'post', path, opts, opts.perm ?? 'delete', ({ db, input }) =>
        deleteByIds(db, table.name, input),
      );
    },
    toggle(path, table, column, values, opts = {}) {
      add('toggle', 'post', path, opts, opts.perm ?? 'edit', ({ db, input }) =>
        toggleRow(db, table, column, values, input, opts.notFound ?? NOT_FOUND),
      );
    },
    get(path, opts, handler) {
      add('custom', 'get', path, opts, opts.perm, handler);
    },
    post(path, opts, handler) {
      const { perm, ...rest } = opts;
      const checked =
        perm === 'add|edit'
          ? async (ctx: KitContext) => {
              ctx.require(opts.page ?? page, modeOf(ctx.input));
              return handler(ctx);
            }
          : handler;
      add('custom', 'post', path, rest, perm, checked);
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
