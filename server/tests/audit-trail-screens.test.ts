/**
 * The audit trail's screens (server/screens/system/audit-trail.ts, docs/audit-trail.md "Screens"): the list shows a
 * change just made, with its actor and before/after, and each filter narrows it; the verify route answers the chain
 * check and writes nothing; the member drawer's trail is that member's only; the operator reads both, view only; the
 * page reaches databases seeded before it, in either permission model.
 */
import type { AuditRecord } from '../../contract/system/audit-trail';
import { beforeAll, describe, expect, it } from 'vitest';
import { type PageResult } from './helpers';
import { fileServer } from './file-server';
import { backToOlderModel, upgrade } from './older-model';

interface MenuNode {
  name: string;
  component: string;
  permTypes: string[];
  children: MenuNode[];
}

const ctx = fileServer();

const MEMBER = 10031;

const list = async (query: Record<string, string | number> = {}) => {
  const answer = await ctx.admin.get<PageResult<AuditRecord>>('/audit/list', { pageSize: 50, ...query });
  expect(answer.code, answer.message).toBe(200);
  return answer.result;
};

describe('the audit trail list', () => {
  let credit: { before: string; after: string };
  let records: AuditRecord[];

  beforeAll(async () => {
    const answer = await ctx.admin.body<{ before: string; after: string }>('/wallet/user/balance_update', {
      uid: MEMBER,
      currency: 'RMB',
      type: 1,
      amount: '18.40',
      remark: '审计页面测试',
    });
    expect(answer.success, answer.message).toBe(true);
    credit = answer.result;
    records = (await list({ memberId: MEMBER })).records;
  });

  it('shows the change just made, newest first: actor, route, reason and the balance before → after', () => {
    const [newest, next] = records;
    expect(newest?.id).toBeGreaterThan(next?.id ?? Infinity);
    expect(newest).toMatchObject({
      action: 'insert',
      entity: 'wallet_change',
      memberId: MEMBER,
      actorName: 'admin',
      route: 'POST /admin-api/wallet/user/balance_update',
      reason: '审计页面测试',
    });
    expect(next).toMatchObject({ action: 'update', entity: 'member', entityId: String(MEMBER), actorName: 'admin' });
    expect(next?.changes.rmb_balance).toEqual([Number(credit.before), Number(credit.after)]);
    expect(next?.createdTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(next?.actorId).toEqual(expect.any(Number));
  });

  it('narrows by actor, entity, entity id, member, action and time, each alone and together', async () => {
    const all = (await list()).total;
    const byActor = await list({ actor: 'DMI' });
    expect(byActor.records.every((row) => row.actorName.toLowerCase().includes('dmi'))).toBe(true);
    expect(byActor.total).toBeLessThan(all);
    const system = await list({ actor: 'system' });
    expect(system.total).toBeGreaterThan(0);
    expect(system.records.every((row) => row.actorId === null)).toBe(true);

    const changes = await list({ entity: 'wallet_change' });
    expect(changes.records.every((row) => row.entity === 'wallet_change')).toBe(true);
    expect(changes.total).toBeLessThan(all);

    const inserted = records[0];
    const one = await list({ entity: 'wallet_change', entityId: String(inserted?.entityId) });
    expect(one.records.map((row) => row.id)).toEqual([inserted?.id]);

    const updates = await list({ action: 'update', memberId: MEMBER });
    expect(updates.records.length).toBeGreaterThan(0);
    expect(updates.records.every((row) => row.action === 'update' && row.memberId === MEMBER)).toBe(true);
    expect((await ctx.admin.get('/audit/list', { action: 'upsert' })).message).toBe('参数格式错误: action');

    const at = records[0]?.createdTime ?? '';
    const window = await list({ startTime: at, endTime: at, memberId: MEMBER });
    expect(window.records.map((row) => row.id)).toContain(records[0]?.id);
    expect(window.records.every((row) => row.createdTime === at)).toBe(true);
    expect((await list({ endTime: '2000-01-01' })).total).toBe(0);
  });

  it('answers changes as an object and secrets masked', async () => {
    const sealed = (await list({ entity: 'analytics_account' })).records[0];
    expect(sealed?.changes.password).toEqual(['******', '******']);
  });
});

describe('verify', () => {
  it('answers the chain check (ok, how many, the head) and appends nothing', async () => {
    const { total } = await list({ pageSize: 1 });
    const newest = (await list({ pageSize: 1 })).records[0];
    const answer = await ctx.admin.get<{ ok: boolean; checked: number; head: { id: number; hash: string } }>(
      '/audit/verify',
    );
    expect(answer.result).toEqual({ ok: true, checked: total, head: { id: newest?.id, hash: expect.any(String) } });
    expect(answer.result.head.hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await list({ pageSize: 1 })).total).toBe(total);
  });

  it('names the first broken record', async () => {
    const db = ctx.server.db;
    const tamper = (sql: string): Promise<void> =>
      db.transaction(async (tx) => {
        await tx.exec('ALTER TABLE audit_trail DISABLE TRIGGER USER');
        await tx.exec(sql);
        await tx.exec('ALTER TABLE audit_trail ENABLE TRIGGER USER');
      });
    await tamper("UPDATE audit_trail SET reason = 'edited' WHERE id = 3");
    const answer = await ctx.operator.get('/audit/verify');
    expect(answer.result).toMatchObject({
      ok: false,
      checked: 2,
      broken: { id: 3, reason: 'its content does not match its hash' },
    });
  });
});

describe("the member drawer's trail", () => {
  it("lists that member's records only, newest first, and needs the member", async () => {
    const answer = await ctx.operator.get<PageResult<AuditRecord>>('/member-info/auditTrail', { memberId: MEMBER });
    expect(answer.code, answer.message).toBe(200);
    const ids = answer.result.records.map((row) => row.id);
    expect(answer.result.total).toBeGreaterThan(1);
    expect(answer.result.records.every((row) => row.memberId === MEMBER)).toBe(true);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await ctx.operator.get('/member-info/auditTrail')).message).toBe('参数不能为空: memberId');
  });
});

describe('who reads it', () => {
  const auditPage = (menu: MenuNode[]): MenuNode | undefined =>
    menu
      .flatMap((app) => app.children)
      .flatMap((group) => group.children)
      .find((page) => page.component === 'system/audit-trail');

  it('admin with every permType; the operator with view only, reading the list and the check', async () => {
    const admin = (await ctx.admin.get<MenuNode[]>('/xboot/permission/getMenuList')).result;
    const operator = (await ctx.operator.get<MenuNode[]>('/xboot/permission/getMenuList')).result;
    expect(auditPage(admin)?.permTypes).toEqual(['view', 'add', 'edit', 'delete', 'output']);
    expect(auditPage(operator)?.permTypes).toEqual(['view']);
    expect((await ctx.operator.get('/audit/list')).code).toBe(200);
    expect((await ctx.operator.get('/audit/verify')).code).toBe(200);
    expect((await ctx.anonymous.get('/audit/list')).code).toBe(401);
  });

  it('sits right after the logs page', async () => {
    const admin = (await ctx.admin.get<MenuNode[]>('/xboot/permission/getMenuList')).result;
    const system = admin.find((app) => app.name === 'system-app')?.children[0]?.children ?? [];
    const names = system.map((page) => page.name);
    expect(names.indexOf('audit-trail')).toBe(names.indexOf('logs') + 1);
  });
});

describe('a database seeded before the page', () => {
  const menus = async () => {
    expect((await ctx.admin.form('/xboot/redis/delAll')).code).toBe(200);
    const shape = (menu: MenuNode[]) =>
      menu.flatMap((app) =>
        app.children.flatMap((group) => group.children.map((page) => `${page.component} ${page.permTypes.join(',')}`)),
      );
    return {
      admin: shape((await ctx.admin.get<MenuNode[]>('/xboot/permission/getMenuList')).result),
      operator: shape((await ctx.operator.get<MenuNode[]>('/xboot/permission/getMenuList')).result),
    };
  };
  /** The page's buttons, every one: a conversion that made a second view button would show here, not in a menu. */
  const buttons = async () =>
    (
      await ctx.server.db.query<{ type: string }>(
        `SELECT button_type AS type FROM permission
         WHERE parent_id = (SELECT id FROM permission WHERE component = 'system/audit-trail') ORDER BY sort_order, id`,
      )
    ).map((row) => row.type);
  const removePage = () =>
    ctx.server.db.exec(`
      DELETE FROM permission WHERE parent_id IN (SELECT id FROM permission WHERE component = 'system/audit-trail');
      DELETE FROM permission WHERE component = 'system/audit-trail';
      DELETE FROM entity_migrations WHERE id = 'permission:audit-trail-page';`);

  it('gets it on its next start, where a fresh one has it, with the same grants', async () => {
    const fresh = await menus();
    await removePage();
    expect((await menus()).operator).not.toContain('system/audit-trail view');
    expect(await upgrade(ctx.server.db)).toEqual(['permission:audit-trail-page']);
    expect(await menus()).toEqual(fresh);
    expect(await buttons()).toEqual(['view', 'add', 'edit', 'delete', 'output']);
    expect(await upgrade(ctx.server.db)).toEqual([]);
  });

  it('also on the older permission model, whose conversion to buttons runs after it', async () => {
    const fresh = await menus();
    await removePage();
    await backToOlderModel(ctx.server.db);
    expect(await upgrade(ctx.server.db)).toEqual([
      'permission:audit-trail-page',
      'permission:button-nodes',
      'permission:personal-buttons',
    ]);
    expect(await menus()).toEqual(fresh);
    expect(await buttons()).toEqual(['view', 'add', 'edit', 'delete', 'output']);
  });
});
