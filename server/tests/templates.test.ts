import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pgliteStartParams } from '../db/pglite';
import { startMemoryServer } from './helpers';
import { emptyDatabase, seededTemplate } from './templates';

const digest = async (blob: Blob) =>
  createHash('sha256')
    .update(new Uint8Array(await blob.arrayBuffer()))
    .digest('hex');

describe('the test servers start from dumps read once', () => {
  it('hands each start the same bytes, which a start leaves as they were', async () => {
    const before = await digest(seededTemplate());
    // Compared by identity: a failing toBe would print two dumps of 80 MB.
    const same = (await seededTemplate().arrayBuffer()) === (await seededTemplate().arrayBuffer());
    expect(same, 'one ArrayBuffer for every start').toBe(true);
    const server = await startMemoryServer();
    try {
      const [members] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM member');
      expect(members?.n).toBeGreaterThan(10_000);
    } finally {
      await server.close();
    }
    expect(await digest(seededTemplate())).toBe(before);
    // The Blob itself holds the same bytes for any other reader.
    expect(
      Buffer.from(await new Response(seededTemplate().stream()).arrayBuffer()).equals(
        Buffer.from(await seededTemplate().arrayBuffer()),
      ),
    ).toBe(true);
    expect(emptyDatabase().size).toBeGreaterThan(0);
  });

  it('runs with the buffer pool the environment sets', async () => {
    const server = await startMemoryServer({ seed: false });
    try {
      const [shown] = await server.db.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(shown?.shared_buffers).toBe(`${process.env.PGLITE_SHARED_BUFFERS}MB`);
    } finally {
      await server.close();
    }
  });
});

describe('pgliteStartParams', () => {
  it("adds shared_buffers in MiB to PGlite's own parameters, and nothing for no or a bad value", () => {
    const defaults = PGlite.defaultStartParams;
    expect(pgliteStartParams('16')).toEqual([...defaults, '-c', 'shared_buffers=16MB']);
    expect(pgliteStartParams('1024').at(-1)).toBe('shared_buffers=1024MB');
    for (const bad of [undefined, '', '0', '-4', '1.5', '16MB', '2048', 'abc'])
      expect(pgliteStartParams(bad), String(bad)).toEqual([...defaults]);
  });
});
