/**
 * Fuzzing every declared route: random clients (no token, a forged token, the read-only operator),
 * methods, content types and hostile values — huge and negative numbers, SQL and script text, NUL and control
 * characters, 10,000-character strings, objects and arrays where scalars belong, malformed JSON. The rules: no
 * answer is a 5xx or the server's unexpected-error answer ("服务器内部错误（编号 …）"; a code 500 with a message of
 * its own is X-Boot's refusal), the server keeps answering, and no row of any table
 * changes (the session, login-throttle and system-log tables excepted: recording those requests is their job). `FUZZ_REQUESTS` (default 2,000;
 * docs/security.md gives a longer run) sets the count.
 */
import { describe, expect, it } from 'vitest';
import { loadScreens } from '../kit/discover';
import type { Db } from '../db/types';
import { fileServer } from './file-server';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000);
const CONCURRENCY = 8;
/**
 * Tables a refused request may still write, by design: a session's last use (access_token), the login throttle's
 * failure counts and the clients accounts logged in from (login_failure, login_known_client) and the system log of logins and refusals (sys_log).
 */
const WRITTEN_BY_DESIGN = /^(access_token|login_failure|login_known_client|sys_log)$/;

const screens = await loadScreens();
const CORE_PATHS = [
  '/xboot/login',
  '/xboot/user/info',
  '/xboot/permission/getMenuList',
  '/xboot/user/lock',
  '/xboot/user/unlock',
  '/xboot/user/modifyPass',
  '/xboot/user/edit',
  '/xboot/dictData/getByType/withdrawStatus',
  '/xboot/upload/file',
  '/xboot/user/logout',
];
const declared = screens.flatMap((s) => s.routes.map((r) => ({ path: r.path, method: r.method })));
const paths = [...new Set([...declared.map((r) => r.path), ...CORE_PATHS])];

/** A small deterministic generator, so a failure can be replayed with the same FUZZ_SEED. */
let seed = Number(process.env.FUZZ_SEED ?? 20261124);
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

const HOSTILE: readonly unknown[] = [
  '',
  ' ',
  '0',
  '-1',
  '99999999999',
  '1e309',
  'NaN',
  '1.5',
  "' OR 1=1 --",
  '"; DROP TABLE members; --',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'a\u0000b',
  '\u0007\u001b',
  '%00',
  '../../etc/passwd',
  '💥'.repeat(50),
  'x'.repeat(10_000),
  -1,
  0,
  2147483648,
  -2147483649,
  1e20,
  1.7976931348623157e308,
  true,
  false,
  null,
  [],
  [1, 'a', null],
  {},
  { $gt: '' },
  { toString: 'x' },
];
const KEYS = [
  'id',
  'ids',
  'uid',
  'status',
  'pageNumber',
  'pageSize',
  'sort',
  'order',
  'name',
  'amount',
  'reason',
  'type',
  'startDate',
  'endDate',
  'password',
  'username',
  'orderNo',
  'phone',
  'isTest',
  'title',
  'content',
  'value',
  'code',
];

function fuzzParams(): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  const count = Math.floor(random() * 6);
  for (let i = 0; i < count; i += 1) params[pick(KEYS)] = pick(HOSTILE);
  return params;
}

const scalar = (value: unknown): string => (typeof value === 'object' ? JSON.stringify(value) : String(value));

interface Outcome {
  status: number;
  code: number | null;
  message: string;
  request: string;
}

/** Well-formed values for a route's usual keys: real ids of the seed, so a request the server wrongly let through would change rows. */
function plausibleParams(): Record<string, unknown> {
  const id = 1 + Math.floor(random() * 40);
  return { id, ids: String(id), status: pick([0, 1, 2, 3]), uid: id, reason: 'fuzz', pageNumber: 1, pageSize: 10 };
}

async function fuzzOnce(base: string, tokens: readonly (string | undefined)[]): Promise<Outcome> {
  // A third of the requests are well-formed calls of a declared route (its own method, real ids); the rest hostile.
  const wellFormed = random() < 0.33;
  const route = pick(declared);
  const path = wellFormed ? route.path : pick(paths);
  const token = pick(tokens);
  const headers: Record<string, string> = token ? { accessToken: token } : {};
  const params = wellFormed ? plausibleParams() : fuzzParams();
  const style = wellFormed
    ? route.method === 'get'
      ? ('get' as const)
      : pick(['json', 'form'] as const)
    : pick(['get', 'json', 'form', 'raw', 'put'] as const);
  let url = `${base}/admin-api${path}`;
  const init: RequestInit = { headers };
  if (style === 'get') {
    const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, scalar(v)]));
    url += `?${query.toString()}`;
  } else if (style === 'json') {
    init.method = 'POST';
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(params);
  } else if (style === 'form' || style === 'put') {
    init.method = style === 'put' ? 'PUT' : 'POST';
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    init.body = new URLSearchParams(
      Object.entries(params).map(([k, v]): [string, string] => [k, scalar(v)]),
    ).toString();
  } else {
    init.method = 'POST';
    headers['Content-Type'] = pick(['application/json', 'text/plain', 'multipart/form-data; boundary=x']);
    init.body = pick(['{', '{"id":', 'null', '[]', '"x"', '{"id": {"$ne": 1}}', '\u0000', 'a=1&a=2&a[]=3']);
  }
  const response = await fetch(url, init);
  const text = await response.text();
  let code: number | null = null;
  let message = '';
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    code = typeof body.code === 'number' ? body.code : null;
    message = typeof body.message === 'string' ? body.message : '';
  } catch {
    code = null;
  }
  const request = `${init.method ?? 'GET'} ${path} ${token === undefined ? 'anonymous' : token.startsWith('forged') ? 'forged' : 'operator'} ${String(init.body ?? url.split('?')[1] ?? '').slice(0, 160)}`;
  return { status: response.status, code, message, request };
}

/** Every table's row count and a digest of its rows. */
async function snapshot(db: Db): Promise<Map<string, string>> {
  const tables = await db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const out = new Map<string, string>();
  for (const { name } of tables) {
    if (WRITTEN_BY_DESIGN.test(name)) continue;
    const [row] = await db.query<{ n: string; digest: string | null }>(
      `SELECT count(*)::text AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${name}" t`,
    );
    out.set(name, `${row.n}:${row.digest ?? ''}`);
  }
  return out;
}

const ctx = fileServer();

describe(`fuzzing every route (${REQUESTS} requests)`, () => {
  it('answers no 5xx, keeps answering, and changes no row', { timeout: 600_000 }, async () => {
    const before = await snapshot(ctx.server.db);
    const tokens = [undefined, 'forged-token-0000000000000000', ctx.operator.token];
    const failures: string[] = [];
    let sent = 0;
    const worker = async () => {
      while (sent < REQUESTS) {
        sent += 1;
        const outcome = await fuzzOnce(ctx.server.url, tokens);
        // Code 500 with the server's own message is X-Boot's refusal (e.g. a value out of range); an unexpected
        // error answers "服务器内部错误（编号 …）".
        if (outcome.status >= 500 || outcome.message.startsWith('服务器内部错误'))
          failures.push(JSON.stringify(outcome));
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    // Still serving the console.
    const info = await ctx.admin.get('/xboot/user/info');
    expect(info.code).toBe(200);
    const after = await snapshot(ctx.server.db);
    const changed = [...before].filter(([table, digest]) => after.get(table) !== digest).map(([table]) => table);
    if (process.env.FUZZ_DEBUG) console.log(failures.slice(0, 20).join('\n'), changed);
    console.log(
      `fuzz: ${sent} requests, ${failures.length} answered 5xx or an unexpected error, tables changed: ${changed.length}`,
    );
    expect(failures.slice(0, 5)).toEqual([]);
    expect(changed).toEqual([]);
  });
});
