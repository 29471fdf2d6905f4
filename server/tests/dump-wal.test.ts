import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { segmentOf, segmentOfFile, WAL_SEGMENT_BYTES, withoutUnusedWal } from '../db/dump-wal';
import { seededTemplate } from './templates';
import { joined } from '../db/bytes';

const BLOCK = 512;

/** One ustar entry: a header (name, octal size, a valid checksum) and its data padded to whole blocks. */
function entry(name: string, data: Uint8Array): Uint8Array {
  const header = new Uint8Array(BLOCK);
  const put = (text: string, at: number) => header.set(new TextEncoder().encode(text), at);
  put(name, 0);
  put('0000644\0', 100);
  put(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
  put('ustar\0', 257);
  put('00', 263);
  header.fill(32, 148, 156);
  put(
    `${header
      .reduce((sum, byte) => sum + byte, 0)
      .toString(8)
      .padStart(6, '0')}\0 `,
    148,
  );
  const out = new Uint8Array(BLOCK + Math.ceil(data.length / BLOCK) * BLOCK);
  out.set(header);
  out.set(data, BLOCK);
  return out;
}

const tarOf = (entries: Uint8Array[]): Uint8Array => joined(...entries, new Uint8Array(2 * BLOCK));

const segmentName = (segment: number) =>
  `/pg_wal/00000001${'0'.repeat(8)}${segment.toString(16).toUpperCase().padStart(8, '0')}`;

describe('a dump without the WAL segments a start does not read', () => {
  it('reads WAL positions and segment file names alike', () => {
    expect(segmentOf('0/0')).toBe(0n);
    expect(segmentOf('0/5A3C2E8')).toBe(5n);
    expect(segmentOf('1/0')).toBe(0x1_0000_0000n / WAL_SEGMENT_BYTES);
    expect(segmentOfFile('/pg_wal/000000010000000000000005')).toBe(5n);
    expect(segmentOfFile('/pg_wal/000000010000000100000002')).toBe(258n);
    expect(segmentOfFile('/pg_wal/archive_status')).toBeNull();
    expect(segmentOfFile('/base/5/16575')).toBeNull();
    expect(() => segmentOf('nonsense')).toThrow();
  });

  it('keeps every other entry byte for byte and the segments from first to last', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ wal: fc.boolean(), n: fc.nat(20), size: fc.nat(1500) }), { maxLength: 12 }),
        fc.nat(20),
        fc.nat(5),
        (files, first, span) => {
          const entries = files.map(({ wal, n, size }, index) => ({
            wal,
            n,
            bytes: entry(wal ? segmentName(n) : `/base/5/${index}`, new Uint8Array(size).fill(index + 1)),
          }));
          const trimmed = withoutUnusedWal(tarOf(entries.map((e) => e.bytes)), BigInt(first), BigInt(first + span));
          const expected = entries.filter((e) => !e.wal || (e.n >= first && e.n <= first + span));
          expect(trimmed).toEqual(tarOf(expected.map((e) => e.bytes)));
        },
      ),
    );
  });

  it("the run's seeded template, which every test server starts from, holds only the segments a start replays", async () => {
    const template = Buffer.from(await seededTemplate().arrayBuffer());
    const segments: string[] = [];
    for (let at = template.indexOf('pg_wal/0'); at >= 0; at = template.indexOf('pg_wal/0', at + 1)) {
      segments.push(template.toString('latin1', at, at + 31));
    }
    // The checkpoint's own segment, and the next when the checkpoint record crossed into it.
    expect(segments.length).toBeGreaterThan(0);
    expect(segments.length).toBeLessThanOrEqual(2);
  });
});
