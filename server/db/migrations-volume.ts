/**
 * Indexes for lists at volume (docs/performance.md "At volume"; bench/volume.mjs measures them on the volume seed).
 * Versions 70–79.
 * - Trigram (pg_trgm, GIN) for the "contains" searches staff type part of a value into: a member's phone, a
 *   withdrawal's order number and address. A B-tree serves only a prefix; `ILIKE '%…%'` read every row. Not on names:
 *   a name is two or three Chinese characters, and a common one matched tens of thousands of members through the
 *   index, slower than reading the newest members in order until a page is full (bench/results/volume.md).
 * The fund change records' order has its index beside the review columns it reads (screens/finance/money-change-records.ts).
 */
export const volumeMigrations: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 70,
    name: 'trigram indexes',
    sql: `
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE INDEX member_phone_trgm ON member USING gin (phone gin_trgm_ops);
      CREATE INDEX withdraw_order_order_no_trgm ON withdraw_order USING gin (order_no gin_trgm_ops);
      CREATE INDEX withdraw_order_card_no_trgm ON withdraw_order USING gin (card_no gin_trgm_ops);
    `,
  },
];
