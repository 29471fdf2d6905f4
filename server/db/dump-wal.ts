import { joined } from './bytes';

/**
 * A PGlite data directory dump without the WAL segments a start from it does not read. PostgreSQL keeps `min_wal_size`
 * worth of segments (80 MB) — old ones and ones recycled for later — beside the one it writes: in the seeded test
 * template they were more than half of the dump, which every test server copies in when it starts. After a
 * checkpoint, a start replays from the checkpoint's redo point only, so the segments from the redo point's to the
 * current write position's are all it needs; PostgreSQL makes new segments when it needs them.
 */

/** The bytes of one segment (PGlite's initdb uses PostgreSQL's default). */
export const WAL_SEGMENT_BYTES = 16n * 1024n * 1024n;
const BLOCK = 512;
const SEGMENT_NAME = /(^|\/)pg_wal\/([0-9A-F]{8})([0-9A-F]{8})([0-9A-F]{8})$/;

/** The segment number of a WAL position written as PostgreSQL prints one ('0/5A3C2E8'). */
export function segmentOf(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  if (!high || !low || !/^[0-9A-F]+$/i.test(high + low)) throw new Error(`not a WAL position: ${lsn}`);
  return ((BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`)) / WAL_SEGMENT_BYTES;
}

/** The segment number a WAL file's name stands for, or null when the path is no WAL segment. */
export function segmentOfFile(path: string): bigint | null {
  const match = SEGMENT_NAME.exec(path);
  if (!match) return null;
  const perId = 0x1_0000_0000n / WAL_SEGMENT_BYTES;
  return BigInt(`0x${match[3]}`) * perId + BigInt(`0x${match[4]}`);
}

function field(header: Uint8Array, from: number, length: number): string {
  const bytes = header.subarray(from, from + length);
  const end = bytes.indexOf(0);
  return new TextDecoder('latin1').decode(end < 0 ? bytes : bytes.subarray(0, end));
}

/**
 * The tar archive `tar` (ustar, as PGlite's dumpDataDir writes it) without the WAL segments outside `first`..`last`
 * (segment numbers, both kept); every other entry is kept byte for byte.
 */
export function withoutUnusedWal(tar: Uint8Array, first: bigint, last: bigint): Uint8Array<ArrayBuffer> {
  const kept: Uint8Array[] = [];
  let at = 0;
  while (at + BLOCK <= tar.length) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const prefix = field(header, 345, 155);
    const name = field(header, 0, 100);
    const entry = tar.subarray(at, at + BLOCK + Math.ceil(size / BLOCK) * BLOCK);
    const segment = segmentOfFile(prefix ? `${prefix}/${name}` : name);
    if (segment === null || (segment >= first && segment <= last)) kept.push(entry);
    at += entry.length;
  }
  // The archive's end: two empty blocks.
  return joined(...kept, new Uint8Array(2 * BLOCK));
}
