/** The server-side CSV export (routes/export-csv.ts): streamed rows of a declared list, its checks and its encoding. */
import { extras } from '../../contract/console/extras';
import { describe, expect, it } from 'vitest';
import { encodeCsv, EXPORT_CAP, type CsvColumnSpec } from '../../contract/csv-encoding';
import type { SqlParam } from '../db/types';
import { EXPORT_MESSAGES } from '../routes/export-csv';
import { SNOWFLAKE, type Client, type Envelope, type PageResult, type Row } from './helpers';
import { fileServer } from './file-server';

const ctx = fileServer();

const MEMBERS = '/memberSummary/pageList';
/** X-Boot's staff list narrows by every entity field left out: the console sends them blank. */
const STAFF_ADMIN = { id: '', type: '', status: '', username: 'admin' };
const COLUMNS: CsvColumnSpec[] = [
  { key: 'uid', title: '会员ID', format: 'text' },
  { key: 'realName', title: '姓名', format: 'text' },
  { key: 'teamLevel', title: '团队等级', format: 'label', labels: { '0': 'L0', '1': 'L1' } },
  { key: 'usdtBalance', title: 'USDT 余额', format: 'money' },
  { key: 'registerTime', title: '注册时间', format: 'dateTime' },
];

/** The export's raw answer: status, headers and body bytes; `refusalOnly`: a file is not read, only reported. */
async function exportOf(client: Client, body: unknown, language?: string, refusalOnly = false) {
  const response = await fetch(`${client.base}/admin-api${extras.exportCsv.path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(client.token ? { accessToken: client.token } : {}),
      ...(language ? { 'Accept-Language': language } : {}),
    },
    body: JSON.stringify(body),
  });
  if (refusalOnly && !response.headers.get('content-type')?.includes('json')) {
    await response.body?.cancel();
    return { response, bytes: new Uint8Array(), text: 'a file instead of a refusal' };
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

const refusal = (text: string): Envelope => JSON.parse(text) as Envelope;

/** Every row of a list through its own call, page after page (what the console's fallback reads). */
async function allRows(client: Client, path: string, params: Record<string, unknown>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await client.body<PageResult<Row>>(path, { ...params, page, pageSize: 1000 });
    rows.push(...answer.result.records);
    if (answer.result.records.length < 1000) return rows;
  }
}

describe('CSV export', () => {
  it('streams every row the filter matches, the same bytes as the encoder writes from the list pages', async () => {
    const params = { teamLevel: 1 };
    const list = await ctx.admin.body<PageResult<Row>>(MEMBERS, { ...params, page: 1, pageSize: 1 });
    expect(list.result.total).toBeGreaterThan(1000); // more than one batch
    const { response, bytes, text } = await exportOf(ctx.admin, {
      path: MEMBERS,
      params,
      columns: COLUMNS,
      fileName: '会员汇总_20261126.csv',
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('x-total-count')).toBe(String(list.result.total));
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''%E4%BC%9A%E5%91%98");
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(list.result.total + 2);
    expect(lines[0]).toBe('\uFEFF会员ID,姓名,团队等级,USDT 余额,注册时间');
    expect(lines.slice(1, -1).every((line) => line.split(',')[2] === 'L1')).toBe(true);
    // The console's page-by-page reading, encoded by the one encoder: byte for byte the same file.
    const expected = new TextEncoder().encode(encodeCsv(COLUMNS, await allRows(ctx.admin, MEMBERS, params)));
    expect(Buffer.from(bytes).equals(Buffer.from(expected))).toBe(true);
  }, 60_000);

  it('writes money plain with 2 decimals, empties as --, a formula guarded, a 19-digit id as text', async () => {
    const [member] = (await ctx.admin.body<PageResult<Row>>(MEMBERS, { page: 1, pageSize: 1 })).result.records;
    const formula = '=HYPERLINK("x")';
    await ctx.server.db.query('UPDATE member SET real_name = $1, usdt_balance = 1234.5 WHERE id = $2', [
      formula,
      Number(member?.uid),
    ]);
    const { text } = await exportOf(ctx.admin, {
      path: MEMBERS,
      params: { uid: member?.uid },
      columns: [...COLUMNS, { key: 'absent', title: 'x', format: 'text' }],
      fileName: 'm.csv',
    });
    const [, row] = text.split('\r\n');
    expect(row).toMatch(
      new RegExp(
        `^${String(member?.uid)},"'=HYPERLINK\\(""x""\\)",[^,]+,1234\\.50,\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d,--$`,
      ),
    );
    // A system list's ids are X-Boot's snowflakes: written exactly, never rounded through a number.
    const users = await exportOf(ctx.admin, {
      path: '/xboot/user/getByCondition',
      params: STAFF_ADMIN,
      columns: [{ key: 'id', title: 'ID', format: 'text' }],
      fileName: 'u.csv',
    });
    const [, id] = users.text.split('\r\n');
    expect(id).toMatch(SNOWFLAKE);
    const listed = await ctx.admin.get<{ content: Row[] }>('/xboot/user/getByCondition', STAFF_ADMIN);
    expect(listed.result.content.map((user) => user.id)).toContain(id);
  });

  it('refuses a user without the page, or without output on it, before any row', async () => {
    // The operator's menu has no staff-user page, and the member summary without `output`.
    for (const path of ['/xboot/user/getByCondition', MEMBERS]) {
      const { response, text } = await exportOf(ctx.operator, { path, columns: COLUMNS, fileName: 'f.csv' });
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(refusal(text).code).toBe(403);
    }
    expect(
      refusal((await exportOf(ctx.anonymous, { path: MEMBERS, columns: COLUMNS, fileName: 'f.csv' })).text).code,
    ).toBe(401);
  });

  it('refuses above the cap before any row, in the language asked for', async () => {
    const db = ctx.server.db;
    const previous = (await db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM member'))[0]?.n ?? 0;
    // Bulk rows without the audit trigger (tens of thousands of trail records would only slow the test).
    const untraced = (sql: string, params: SqlParam[] = []) =>
      db.transaction(async (tx) => {
        await tx.exec('SET LOCAL session_replication_role = replica');
        await tx.query(sql, params);
      });
    await untraced(
      `INSERT INTO member (phone, real_name, register_time)
       SELECT '100' || lpad(n::text, 8, '0'), 'cap', now() FROM generate_series(1, $1::int) n`,
      [EXPORT_CAP + 1 - previous],
    );
    try {
      const body = { path: MEMBERS, columns: COLUMNS, fileName: 'f.csv' };
      const zh = await exportOf(ctx.admin, body, undefined, true);
      expect(zh.response.headers.get('x-total-count')).toBeNull();
      expect(refusal(zh.text)).toMatchObject({ code: 500, message: EXPORT_MESSAGES.overCap(EXPORT_CAP + 1) });
      const en = await exportOf(ctx.admin, body, 'en-US', true);
      expect(refusal(en.text).message).toBe(
        `The export has ${EXPORT_CAP + 1} rows, over the limit of ${EXPORT_CAP}: narrow the filters and export again.`,
      );
    } finally {
      await untraced(`DELETE FROM member WHERE real_name = 'cap'`);
    }
  }, 120_000);

  it('refuses an unknown list and a malformed body with code 400, never a 500', async () => {
    const cases: [unknown, string][] = [
      [{ path: '/no/such/list', columns: COLUMNS, fileName: 'f.csv' }, EXPORT_MESSAGES.unknownList],
      [{ path: '/member/save', columns: COLUMNS, fileName: 'f.csv' }, EXPORT_MESSAGES.unknownList],
      [{ path: MEMBERS, columns: [], fileName: 'f.csv' }, EXPORT_MESSAGES.badColumns],
      [
        { path: MEMBERS, columns: [{ key: 'uid', title: 'x', format: 'float' }], fileName: 'f.csv' },
        EXPORT_MESSAGES.badColumns,
      ],
      [{ path: MEMBERS, columns: COLUMNS, params: [1], fileName: 'f.csv' }, EXPORT_MESSAGES.badParams],
      [{ path: MEMBERS, columns: COLUMNS }, EXPORT_MESSAGES.badFileName],
    ];
    for (const [body, message] of cases) {
      const answer = refusal((await exportOf(ctx.admin, body)).text);
      expect(answer, JSON.stringify(body)).toMatchObject({ code: 400, message });
    }
  });
});
