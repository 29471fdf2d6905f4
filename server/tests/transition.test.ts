/** kit/transition.ts: a status change guarded by the present status, with its effect in the same transaction. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../app';
import { moveRow, type Transition } from '../kit/transition';
import { startMemoryServer } from './helpers';

let server: RunningServer;
beforeAll(async () => {
  server = await startMemoryServer();
});
afterAll(() => server.close());

const statusOf = async (id: number) =>
  (await server.db.query<{ status: number }>('SELECT status FROM member_recharge WHERE id = $1', [id]))[0]?.status;

async function pendingId(): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    'SELECT id FROM member_recharge WHERE status = 1 ORDER BY id LIMIT 1',
  );
  if (!row) throw new Error('no pending recharge in the seed');
  return row.id;
}

const approve = (effect?: Transition<{ id: number }>['effect']): Transition<{ id: number }> => ({
  table: 'member_recharge',
  from: 1,
  to: 2,
  set: { remark: 'transition test', handler: 'admin' },
  returning: 'id',
  refused: '该订单已审核，请勿重复操作',
  ...(effect ? { effect } : {}),
});

describe('moveRow', () => {
  it('moves a row once: of two decisions at the same moment, the second is refused with the message', async () => {
    const id = await pendingId();
    const outcomes = await Promise.allSettled([
      server.db.transaction((tx) => moveRow(tx, approve(), id)),
      server.db.transaction((tx) => moveRow(tx, approve(), id)),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ message: '该订单已审核，请勿重复操作' });
    expect(await statusOf(id)).toBe(2);
    const [row] = await server.db.query<{ remark: string; handler: string }>(
      'SELECT remark, handler FROM member_recharge WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ remark: 'transition test', handler: 'admin' });
  });

  it('leaves the row where it was when its effect fails', async () => {
    const id = await pendingId();
    const failing = approve(async () => {
      throw new Error('the ledger refused');
    });
    await expect(server.db.transaction((tx) => moveRow(tx, failing, id))).rejects.toThrow('the ledger refused');
    expect(await statusOf(id)).toBe(1);
  });
});
