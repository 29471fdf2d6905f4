import { describe, expect, it } from 'vitest';
import { givePairSlotBack, passPair, takePairSlot, type Limits, type Pair } from '../lib/login-pair';
import { fileServer } from './file-server';

const ctx = fileServer();

describe('a right password and the attempts beside it on one (account, address) pair', () => {
  it('answers a right password once the attempts in flight beside it settle, not the ones that begin after it', async () => {
    // A steady stream of logins to one account from one address (the browser tests, an office behind one proxy) may
    // never leave a moment with no check in flight: a right password waiting for such a moment waited 30 s.
    const db = ctx.server.db;
    const limit: Limits = { failures: 10, windowSecs: 600 };
    const attempt = (): Pair => ({ account: 'stream', client: '10.0.0.77' });
    const [right, before, after] = [attempt(), attempt(), attempt()];
    expect(await takePairSlot(db, right, limit)).toBe('admitted');
    expect(await takePairSlot(db, before, limit)).toBe('admitted');
    await givePairSlotBack(db, right);
    let answered = false;
    const passing = passPair(db, right).then((locked) => {
      answered = true;
      return locked;
    });
    expect(await takePairSlot(db, after, limit)).toBe('admitted');
    // Still held: the attempt that was in flight beside it could yet lock the pair.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answered).toBe(false);
    await givePairSlotBack(db, before);
    // Answered while the later attempt is still in flight (the old wait ran until none was, or for 30 s).
    const held = new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), 5_000));
    expect(await Promise.race([passing, held])).toBe(false);
    await givePairSlotBack(db, after);
  });

  it("answers a right password inside a route's transaction (unlock) at once, though an attempt beside it is in flight", async () => {
    // The attempts beside it need the database the transaction holds: waiting for them waited out SETTLE_MS (30 s).
    const db = ctx.server.db;
    const limit: Limits = { failures: 10, windowSecs: 600 };
    const [right, beside] = [
      { account: 'tx', client: '10.0.0.78' },
      { account: 'tx', client: '10.0.0.78' },
    ];
    expect(await takePairSlot(db, beside, limit)).toBe('admitted');
    const answer = db.transaction(async () => {
      expect(await takePairSlot(db, right, limit)).toBe('admitted');
      await givePairSlotBack(db, right);
      return passPair(db, right);
    });
    const held = new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), 5_000));
    expect(await Promise.race([answer, held])).toBe(false);
    await givePairSlotBack(db, beside);
  });
});
