import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondAdmin, startTestServer, type Client, type TestContext } from './helpers';

let ctx: TestContext;
let second: Client;
beforeAll(async () => {
  ctx = await startTestServer();
  second = await secondAdmin(ctx, 'checker');
});
afterAll(() => ctx.server.close());

interface Claim {
  itemId: number;
  expiresAt: string;
}

describe('review queue routes', () => {
  it('hands two reviewers the two oldest pending orders; a held order is refused to the other; a decision frees it', async () => {
    const mine = (await ctx.admin.form<Claim>('/review/claim', { queue: 'withdrawals' })).result;
    const theirs = (await second.form<Claim>('/review/claim', { queue: 'withdrawals' })).result;
    expect(mine?.itemId).toBeGreaterThan(0);
    expect(theirs?.itemId).not.toBe(mine?.itemId);
    const [oldest] = await ctx.server.db.query<{ id: number }>(
      'SELECT id FROM withdraw_order WHERE status = 1 ORDER BY created_time, id LIMIT 1',
    );
    expect(mine?.itemId).toBe(oldest?.id);
    // Asking again answers the same claim.
    expect((await ctx.admin.form<Claim>('/review/claim', { queue: 'withdrawals' })).result?.itemId).toBe(mine?.itemId);
    const refused = await second.form('/wallet/member-withdraw/withdraw/review', {
      id: String(mine?.itemId),
      status: '3',
      remark: 'not mine',
    });
    expect(refused).toMatchObject({ success: false, message: '该订单已由其他审核员领取，请审核下一条' });
    const decided = await ctx.admin.form('/wallet/member-withdraw/withdraw/review', {
      id: String(mine?.itemId),
      status: '3',
      remark: 'queue test',
    });
    expect(decided.code).toBe(200);
    const next = (await ctx.admin.form<Claim>('/review/claim', { queue: 'withdrawals' })).result;
    expect([mine?.itemId, theirs?.itemId]).not.toContain(next?.itemId);
    await second.form('/review/release', { queue: 'withdrawals', itemId: String(theirs?.itemId) });
    expect(
      (
        await ctx.admin.form('/wallet/member-withdraw/withdraw/review', {
          id: String(theirs?.itemId),
          status: '3',
          remark: 'freed',
        })
      ).code,
    ).toBe(200);
  });

  it("claims within the list's filters, past the skipped ids, answering the row, what is left and the live claims", async () => {
    const pending = await ctx.server.db.query<{ id: number; userId: number }>(
      `SELECT id, user_id AS "userId" FROM withdraw_order WHERE status = 1
       AND user_id = (SELECT user_id FROM withdraw_order WHERE status = 1 GROUP BY user_id HAVING count(*) >= 2 ORDER BY user_id LIMIT 1)
       ORDER BY created_time, id`,
    );
    const [first, second_] = pending;
    // The claims the test before left (its next claim, still live).
    await ctx.server.db.query('DELETE FROM review_claim');
    if (!first || !second_) throw new Error('the seed has no member with two pending withdrawals');
    const filters = { userId: String(first.userId) };
    const claim = (
      await ctx.admin.body<Claim & { row: { id: number; userId: number; orderNo: string }; left: number }>(
        '/review/claim',
        {
          queue: 'withdrawals',
          filters,
          skip: [first.id],
        },
      )
    ).result;
    expect(claim?.itemId).toBe(second_.id);
    expect(claim?.row).toMatchObject({ id: second_.id, userId: first.userId });
    expect(claim?.left).toBe(pending.length - 2);
    const listed = await second.get<{ waitHours: number; claims: { itemId: number; holder: string; self: boolean }[] }>(
      '/review/claims',
      { queue: 'withdrawals' },
    );
    expect(listed.result?.waitHours).toBe(24);
    expect(listed.result?.claims).toContainEqual(expect.objectContaining({ itemId: second_.id, self: false }));
    // Giving the item in hand back in the claim itself: the oldest of the scope again, not the claim held.
    const again = await ctx.admin.body<Claim>('/review/claim', { queue: 'withdrawals', filters, release: second_.id });
    expect(again.result?.itemId).toBe(first.id);
    await ctx.admin.form('/review/release', { queue: 'withdrawals', itemId: String(first.id) });
  });

  it('hands out real-name applications oldest first; one held is refused to another reviewer', async () => {
    const [oldest] = await ctx.server.db.query<{ id: number }>(
      `SELECT id FROM member WHERE real_name_status = 1 ORDER BY real_name_apply_time, id LIMIT 1`,
    );
    const claim = (
      await ctx.admin.body<Claim & { row: { id: number } }>('/review/claim', {
        queue: 'realnames',
        filters: { realNameStatus: 1 },
      })
    ).result;
    expect(claim?.itemId).toBe(oldest?.id);
    expect(claim?.row.id).toBe(oldest?.id);
    const refused = await second.form('/member-info/realName/review', {
      id: String(oldest?.id),
      realNameStatus: '0',
      remark: 'not mine',
    });
    expect(refused).toMatchObject({ success: false, message: '该申请已由其他审核员领取，请审核下一条' });
    const decided = await ctx.admin.form('/member-info/realName/review', {
      id: String(oldest?.id),
      realNameStatus: '2',
    });
    expect(decided.code).toBe(200);
  });

  it('never hands a money approval to the staff user who asked for it (four-eyes)', async () => {
    const db = ctx.server.db;
    await db.query('DELETE FROM review_claim');
    // One request of admin's own and one of the checker's, oldest of all.
    await db.query(
      `INSERT INTO money_approval (kind, uid, currency, amount, requested_by, requested_by_name, requested_time, status)
       SELECT 'credit', 10051, 'USDT', 1, s.id, s.username, ('2020-01-01 00:00:0' || n)::timestamp, 0
       FROM staff_user s, (VALUES (1, 'admin'), (2, 'checker')) v(n, who) WHERE s.username = v.who`,
    );
    const handed: number[] = [];
    for (;;) {
      const release = handed.at(-1);
      const claim = (await ctx.admin.body<Claim>('/review/claim', { queue: 'approvals', skip: handed, release }))
        .result;
      if (!claim) break;
      handed.push(claim.itemId);
      if (handed.length > 200) throw new Error('the queue did not end');
    }
    const own = await db.query<{ id: number }>(
      "SELECT a.id FROM money_approval a JOIN staff_user s ON s.id = a.requested_by WHERE a.status = 0 AND s.username = 'admin'",
    );
    const others = await db.query<{ id: number }>(
      "SELECT a.id FROM money_approval a JOIN staff_user s ON s.id = a.requested_by WHERE a.status = 0 AND s.username <> 'admin'",
    );
    expect(own.length).toBeGreaterThan(0);
    expect(handed.some((id) => own.some((row) => row.id === id))).toBe(false);
    expect(new Set(handed)).toEqual(new Set(others.map((row) => row.id)));
  });

  it('hands out shop opening applications oldest first; one held is refused to another reviewer', async () => {
    const [oldest] = await ctx.server.db.query<{ id: number }>(
      'SELECT id FROM member_shop_apply WHERE apply_type = 1 AND status = 1 ORDER BY created_time, id LIMIT 1',
    );
    if (!oldest) throw new Error('no pending shop application seeded');
    const claim = (await second.body<Claim>('/review/claim', { queue: 'shopOpens' })).result;
    expect(claim?.itemId).toBe(oldest.id);
    const refused = await ctx.admin.body('/memberShop/applyConfirm', { id: oldest.id, status: 3, remark: 'not mine' });
    expect(refused).toMatchObject({ success: false, message: '该申请已由其他审核员领取，请审核下一条' });
    await second.form('/review/release', { queue: 'shopOpens', itemId: String(oldest.id) });
  });

  it('refuses an unknown queue and a user without edit on its page', async () => {
    expect(await ctx.admin.form('/review/claim', { queue: 'nope' })).toMatchObject({
      success: false,
      message: '审核队列不存在',
    });
    expect(await ctx.operator.form('/review/claim', { queue: 'withdrawals' })).toMatchObject({
      success: false,
      code: 403,
    });
  });
});
