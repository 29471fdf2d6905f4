/**
 * The name search's index test (db/migrations-volume.ts, kit/filters.ts `containsName`) never drops a name that
 * "contains" finds: whenever a name ILIKE-contains the search, the name's grams hold the search's.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeLike } from '../db/where';
import type { RunningServer } from '../app';
import { startMemoryServer } from './helpers';

let server: RunningServer;
beforeAll(async () => {
  server = await startMemoryServer();
});
afterAll(() => server.close());

const CHARS = ['王', '伟', '李', '芳', 'a', 'A', 'b', 'é', 'É', ' ', '%', '_', '\\', '·'];
const text = (max: number) => fc.array(fc.constantFrom(...CHARS), { maxLength: max }).map((chars) => chars.join(''));

describe('name grams', () => {
  it('a name that contains the search always holds its grams', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(text(6), { minLength: 1, maxLength: 20 }), text(3), async (names, search) => {
        const rows = await server.db.query<{ name: string; contains: boolean; grams: boolean }>(
          `SELECT n AS name, n ILIKE '%' || $2 || '%' AS contains, name_grams(n) @> name_query_grams($2) AS grams
           FROM unnest($1::text[]) n`,
          [names, escapeLike(search)],
        );
        expect(rows.filter((row) => row.contains && !row.grams)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('a search of two characters is narrowed by its pair, not only by its characters', async () => {
    const [row] = await server.db.query<{ pair: boolean; apart: boolean }>(
      `SELECT name_grams('王伟') @> name_query_grams('王伟') AS pair, name_grams('伟王') @> name_query_grams('王伟') AS apart`,
    );
    expect(row).toEqual({ pair: true, apart: false });
  });
});
