/**
 * Contract tests generated from every server declaration (server/screens/**): no per-screen code here. Lists: paging,
 * each declared filter, blank filters ignored; every route: 401 without a token; guarded routes: 403 for the operator.
 */
import { describe, expect, it } from 'vitest';
import { loadScreens } from '../kit/discover';
import type { ListSpec, RouteDecl } from '../kit/types';
import { agrees, call, resolveSample, rowsOf, sampleFrom, type Query } from './contract-probe';
import { type Row } from './helpers';
import { fileServer } from './file-server';

const screens = await loadScreens();
const routes = screens.flatMap((screen) => screen.routes.map((route) => ({ screen: screen.page, route })));
const lists = routes.filter(
  (entry): entry is { screen: string; route: RouteDecl & { list: ListSpec } } => entry.route.list !== undefined,
);
const guarded = routes.filter(({ route }) => route.perm !== undefined && route.perm !== 'view');

const ctx = fileServer();

/** The required parameters of a list, from their declared samples, and the blanks it needs. */
async function baseQuery(spec: ListSpec): Promise<Query> {
  const query: Query = {};
  for (const [param, filter] of Object.entries(spec.filters ?? {})) {
    // Sent blank, as X-Boot's own client sends what its server binds into an entity.
    if (filter.whenLeftOut !== undefined || filter.mustSend) query[param] = '';
    if (!filter.required) continue;
    if (filter.sample === undefined) throw new Error(`required filter ${param} declares no sample`);
    query[param] = (await resolveSample(ctx.server.db, filter.sample)) as string | number;
  }
  return query;
}

async function fetchList(route: RouteDecl & { list: ListSpec }, query: Query) {
  const answer = await call(ctx.admin, route, query);
  expect(answer.code, `${route.path} ${JSON.stringify(query)}: ${answer.message}`).toBe(200);
  return rowsOf(route.list, answer.result);
}

describe.each(lists)('list $route.path ($screen)', ({ route }) => {
  const spec = route.list;
  const paged = spec.paging !== false;

  it.runIf(paged)('pages: page 1 and 2 are disjoint, the total is stable, pageSize is honoured', async () => {
    const base = await baseQuery(spec);
    const first = await fetchList(route, { ...base, page: 1, pageSize: 3 });
    const second = await fetchList(route, { ...base, page: 2, pageSize: 3 });
    const system = await fetchList(route, { ...base, pageNumber: 2, pageSize: 3 });
    expect(first.total).toBeGreaterThan(3);
    expect(second.total).toBe(first.total);
    expect(first.records).toHaveLength(3);
    expect(second.records).toHaveLength(Math.min(3, first.total - 3));
    const ids = new Set(first.records.map((row) => JSON.stringify(row.id ?? row)));
    expect(second.records.filter((row) => ids.has(JSON.stringify(row.id ?? row)))).toEqual([]);
    expect(system.records).toEqual(second.records);
    expect((await fetchList(route, { ...base, pageSize: 5 })).records).toHaveLength(5);
  });

  it.runIf(paged && !spec.sort)('needs no sort parameters and ignores them (the console sorts the page)', async () => {
    const base = await baseQuery(spec);
    const plain = await fetchList(route, { ...base, pageSize: 5 });
    const sorted = await fetchList(route, {
      ...base,
      pageSize: 5,
      sortField: 'id',
      sortOrder: 'asc',
      sort: 'id',
      order: 'asc',
    });
    expect(sorted.records).toEqual(plain.records);
  });

  it.each(Object.keys(spec.sort?.fields ?? {}))(
    'sorts on the server by %s (sortField/sortOrder or sort/order)',
    async (field) => {
      const base = await baseQuery(spec);
      const ascending = (
        await fetchList(route, { ...base, pageSize: 20, sortField: field, sortOrder: 'asc' })
      ).records.map((row) => row[field]);
      const descending = (await fetchList(route, { ...base, pageSize: 20, sort: field, order: 'desc' })).records.map(
        (row) => row[field],
      );
      const order = (a: unknown, b: unknown): number =>
        typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
      expect(ascending).toEqual([...ascending].sort(order));
      expect(descending).toEqual([...descending].sort(order).reverse());
      expect(ascending[0]).not.toEqual(descending[0]);
    },
  );

  const filters = Object.entries(spec.filters ?? {}).filter(([, filter]) => !filter.required);
  const required = Object.entries(spec.filters ?? {}).filter(([, filter]) => filter.required);

  it.each(required)('required filter %s: left out or blank, the call is refused by name', async (param) => {
    const base = await baseQuery(spec);
    for (const value of [undefined, '']) {
      const query: Query = { ...base, pageSize: 1 };
      if (value === undefined) delete query[param];
      else query[param] = value;
      const answer = await call(ctx.admin, route, query);
      expect(answer.code, `${param}=${String(value)}`).toBe(500);
      expect(answer.message).toBe(`参数不能为空: ${param}`);
    }
  });

  it.runIf(filters.length > 0)('ignores blank filters (empty string and null)', async () => {
    const base = await baseQuery(spec);
    const all = await fetchList(route, { ...base, pageSize: 1 });
    for (const blank of ['', null, 'null']) {
      const query: Query = { ...base, pageSize: 1 };
      for (const [param, filter] of filters) for (const name of [param, ...filter.aliases]) query[name] = blank;
      expect((await fetchList(route, query)).total, JSON.stringify(blank)).toBe(all.total);
    }
  });

  let unfiltered: Promise<{ records: Row[]; total: number }> | undefined;
  it.each(filters)('filter %s narrows the list to rows that match', async (param, filter) => {
    const base = await baseQuery(spec);
    unfiltered ??= fetchList(route, { ...base, pageSize: 100 });
    const all = await unfiltered;
    const field = filter.field === undefined ? param : filter.field;
    const value =
      filter.sample !== undefined
        ? ((await resolveSample(ctx.server.db, filter.sample)) as string | number)
        : field === null
          ? undefined
          : sampleFrom(filter, field, all.records);
    expect(value, `no sample value for ${param}: declare \`field\` or \`sample\``).not.toBeUndefined();
    const narrowed = await fetchList(route, { ...base, [param]: value ?? null, pageSize: 50 });
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThanOrEqual(all.total);
    if (field !== null) {
      const misfits = narrowed.records.filter((row) => !agrees(filter, row[field], value as string | number));
      expect(misfits.slice(0, 3), `${param}=${String(value)} returned rows whose ${field} disagrees`).toEqual([]);
    }
  });
});

describe('guards', () => {
  it.each(
    guarded.map(({ route }) => [`${route.method.toUpperCase()} ${route.path} (${String(route.perm)})`, route] as const),
  )('the read-only operator gets 403 on %s', async (_name, route) => {
    const answer = await call(ctx.operator, route, { id: 1 });
    expect(answer).toMatchObject({ code: 403, success: false });
  });

  it.each(routes.map(({ route }) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    'no token gets 401 on %s',
    async (_name, route) => {
      expect((await call(ctx.anonymous, route, { id: 1 })).code).toBe(401);
    },
  );

  /** The component keys of the operator's menu: lists of other pages (admin-only ones) answer 403. */
  const operatorPages = async (): Promise<Set<string>> => {
    const rows = await ctx.server.db.query<{ component: string }>(
      `SELECT p.component FROM permission p JOIN role_permission rp ON rp.permission_id = p.id
       JOIN user_role ur ON ur.role_id = rp.role_id JOIN staff_user u ON u.id = ur.user_id
       WHERE u.username = 'operator' AND p.level = 2`,
    );
    return new Set(rows.map((row) => row.component));
  };
  it.each(lists.map(({ route }) => [route.path, route] as const))(
    'the operator reads %s when its page is in their menu, else gets 403',
    async (_name, route) => {
      const pages = typeof route.page === 'string' ? [route.page] : route.page;
      const mine = await operatorPages();
      const answer = await call(ctx.operator, route, await baseQuery(route.list));
      expect(answer.code, answer.message).toBe(pages.some((page) => mine.has(page)) ? 200 : 403);
    },
  );

  /**
   * Every other declared route (details, statistics, monitors, pickers, and the cache store's save, which checks add
   * or edit itself by the key's presence): 403 for the operator outside their menu; inside it, never a 403 — a
   * missing id or parameter may still be refused, as for anyone.
   */
  const others = routes.filter(({ route }) => !guarded.some((g) => g.route === route) && route.list === undefined);
  it.each(others.map(({ route }) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    'the operator is refused %s outside their menu only',
    async (_name, route) => {
      const pages = typeof route.page === 'string' ? [route.page] : route.page;
      const mine = await operatorPages();
      const answer = await call(ctx.operator, route, { id: 1 });
      if (pages.some((page) => mine.has(page))) expect(answer.code, answer.message).not.toBe(403);
      else expect(answer, answer.message).toMatchObject({ code: 403, success: false });
    },
  );

  it('every declared route is checked for the operator: a write, a list or another read', () => {
    expect(guarded.length + lists.length + others.length).toBe(routes.length);
    expect(others.length).toBeGreaterThan(0);
  });
});
