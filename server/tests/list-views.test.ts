/** Saved list views (routes/list-views.ts): each staff user's own, shared ones by an administrator, validated. */
import { describe, expect, it } from 'vitest';
import { LIST_VIEW_MESSAGES, VIEW_NAME_MAX, VIEW_STATE_MAX_CHARS } from '../routes/list-views';
import { type Client } from './helpers';
import { fileServer } from './file-server';

const ctx = fileServer();

const LIST = 'finance/withdraw-orders';
const OTHER_LIST = 'members/user-list';

interface View {
  id: number;
  name: string;
  state: Record<string, unknown>;
  shared: boolean;
  mine: boolean;
  isDefault: boolean;
  owner: string;
}

const viewsOf = async (client: Client, resource = LIST): Promise<View[]> => {
  const answer = await client.get<View[]>('/listView/list', { resource });
  expect(answer.code).toBe(200);
  return answer.result;
};
const save = (client: Client, payload: Record<string, unknown>) =>
  client.body<number>('/listView/save', { resource: LIST, state: { columns: { hidden: ['remark'] } }, ...payload });

describe('saved list views', () => {
  it("keeps a user's views to that user, and only the owner changes or deletes them", async () => {
    const saved = await save(ctx.operator, { name: 'mine', state: { filters: { status: '1' }, pageSize: 20 } });
    expect(saved.code).toBe(200);
    const id = saved.result;
    const [view] = (await viewsOf(ctx.operator)).filter((v) => v.id === id);
    expect(view).toMatchObject({ name: 'mine', state: { filters: { status: '1' }, pageSize: 20 }, mine: true });
    expect((await viewsOf(ctx.admin)).some((v) => v.id === id)).toBe(false);
    expect(await viewsOf(ctx.operator, OTHER_LIST)).toEqual([]);

    // Another user (even the administrator) neither renames nor deletes it, nor makes it a default.
    expect((await save(ctx.admin, { id, name: 'taken' })).code).toBe(500);
    expect((await ctx.admin.body('/listView/delete', { id })).code).toBe(500);
    expect((await ctx.admin.body('/listView/setDefault', { resource: LIST, id })).code).toBe(500);
    expect((await viewsOf(ctx.operator)).find((v) => v.id === id)?.name).toBe('mine');

    expect((await save(ctx.operator, { id, name: 'renamed' })).code).toBe(200);
    expect((await viewsOf(ctx.operator)).find((v) => v.id === id)?.name).toBe('renamed');
    expect((await ctx.operator.body('/listView/delete', { id })).code).toBe(200);
    expect((await viewsOf(ctx.operator)).some((v) => v.id === id)).toBe(false);
  });

  it('lets only an administrator share a view; others see it read-only and may take it as their default', async () => {
    const refused = await save(ctx.operator, { name: 'for all', shared: true });
    expect(refused.code).toBe(403);
    const shared = await save(ctx.admin, { name: 'team view', shared: true });
    expect(shared.code).toBe(200);
    const id = shared.result;
    expect((await viewsOf(ctx.operator)).find((v) => v.id === id)).toMatchObject({
      shared: true,
      mine: false,
      owner: 'admin',
    });
    expect((await save(ctx.operator, { id, name: 'hijacked', shared: true })).code).toBe(403);
    expect((await ctx.operator.body('/listView/delete', { id })).code).toBe(403);

    expect((await ctx.operator.body('/listView/setDefault', { resource: LIST, id })).code).toBe(200);
    expect((await viewsOf(ctx.operator)).find((v) => v.id === id)?.isDefault).toBe(true);
    // The admin's own list does not show it as the admin's default.
    expect((await viewsOf(ctx.admin)).find((v) => v.id === id)?.isDefault).toBe(false);
    // Unshared, it leaves the operator's list and default.
    expect((await save(ctx.admin, { id, name: 'team view', shared: false })).code).toBe(200);
    expect((await viewsOf(ctx.operator)).some((v) => v.id === id)).toBe(false);
    const [row] = await ctx.server.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM list_view_default WHERE view_id = $1',
      [id],
    );
    expect(row?.n).toBe(0);
  });

  it('keeps one default per user and list, and clears it', async () => {
    const a = (await save(ctx.admin, { name: 'a' })).result;
    const b = (await save(ctx.admin, { name: 'b' })).result;
    await ctx.admin.body('/listView/setDefault', { resource: LIST, id: a });
    await ctx.admin.body('/listView/setDefault', { resource: LIST, id: b });
    const defaults = (await viewsOf(ctx.admin)).filter((v) => v.isDefault).map((v) => v.id);
    expect(defaults).toEqual([b]);
    // A view of one list is not the default of another.
    expect((await ctx.admin.body('/listView/setDefault', { resource: OTHER_LIST, id: a })).code).toBe(500);
    await ctx.admin.body('/listView/setDefault', { resource: LIST });
    expect((await viewsOf(ctx.admin)).some((v) => v.isDefault)).toBe(false);
  });

  it('validates the name, the state and the list', async () => {
    const answer = async (payload: Record<string, unknown>) => (await save(ctx.admin, payload)).message;
    expect(await answer({ name: '  ' })).toBe(LIST_VIEW_MESSAGES.nameRequired);
    expect(await answer({ name: 'x'.repeat(VIEW_NAME_MAX + 1) })).toBe(LIST_VIEW_MESSAGES.nameTooLong);
    expect((await save(ctx.admin, { name: '视'.repeat(VIEW_NAME_MAX) })).code).toBe(200);
    expect(await answer({ name: 'big', state: { blob: 'x'.repeat(VIEW_STATE_MAX_CHARS) } })).toBe(
      LIST_VIEW_MESSAGES.stateTooLarge,
    );
    expect(await answer({ name: 'list', state: [1, 2] })).toBe(LIST_VIEW_MESSAGES.stateInvalid);
    expect(await answer({ name: 'u', resource: 'no/such-list' })).toBe(LIST_VIEW_MESSAGES.unknownList);
    // A list outside the caller's menu is refused like an unknown one (the operator has no roles page).
    expect((await ctx.operator.get('/listView/list', { resource: 'system/roles' })).message).toBe(
      LIST_VIEW_MESSAGES.unknownList,
    );
    expect((await save(ctx.admin, { name: 'dup' })).code).toBe(200);
    expect(await answer({ name: 'dup' })).toBe('已有同名视图');
    expect((await ctx.anonymous.get('/listView/list', { resource: LIST })).code).toBe(401);
  });
});
