/**
 * A probe of the personal-data mask (docs/security.md, "Personal data"): the operator, who holds no `sensitive`, reads
 * the first page of every list and every other read the screens declare; no answer may hold a seeded member's whole
 * phone, ID number or TRC20 address (read from the database). The admin's answers do hold them, so the probe can fail.
 */
import { describe, expect, it } from 'vitest';
import { loadScreens } from '../kit/discover';
import type { RouteDecl } from '../kit/types';
import { call } from './contract-probe';
import { fileServer } from './file-server';
import type { Client } from './helpers';

const ctx = fileServer();

/** Every member's personal values as the database holds them (not the staff's own phones). */
async function personalValues(): Promise<Set<string>> {
  const rows = await ctx.server.db.query<{ value: string }>(
    `SELECT phone AS value FROM member WHERE phone <> ''
     UNION SELECT id_number FROM member WHERE id_number <> ''
     UNION SELECT card_no FROM member_trc20 UNION SELECT address FROM member_recharge_address`,
  );
  return new Set(rows.map((row) => row.value));
}

/** The reads a console makes without picking a row: every declared list, and every custom read without a path id. */
async function reads(): Promise<RouteDecl[]> {
  const routes = (await loadScreens()).flatMap((screen) => screen.routes);
  return routes.filter((route) => !route.writes && !route.path.includes(':') && !route.path.includes('{'));
}

/** The whole values found in the answers of `client`: → `path: value` for each. */
async function leaks(client: Client, routes: readonly RouteDecl[], values: ReadonlySet<string>): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    const answer = await call(client, route, { page: 1, pageSize: 20 }).catch(() => null);
    const text = JSON.stringify(answer?.result ?? null);
    for (const token of text.match(/T[1-9A-HJ-NP-Za-km-z]{33}|\d{17}[\dX]|\d{11}/g) ?? [])
      if (values.has(token)) found.push(`${route.path}: ${token}`);
  }
  return found;
}

describe('the operator reads no whole personal value anywhere', () => {
  it('in the first page of every list and every other read', async () => {
    const [routes, values] = await Promise.all([reads(), personalValues()]);
    expect(routes.length).toBeGreaterThan(50);
    expect(values.size).toBeGreaterThan(1000);
    expect(await leaks(ctx.operator, routes, values)).toEqual([]);
    // The same walk as the admin finds them: the probe sees what a leak would be.
    expect((await leaks(ctx.admin, routes, values)).length).toBeGreaterThan(20);
  }, 120_000);
});
