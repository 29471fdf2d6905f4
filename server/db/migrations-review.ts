/** Review queues' claims (server/lib/review-queue.ts). Versions 80–89. */
export const REVIEW_CLAIM_SQL = `
  CREATE TABLE review_claim (
    queue text NOT NULL,
    item_id integer NOT NULL,
    holder_id integer NOT NULL REFERENCES staff_user(id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL,
    PRIMARY KEY (queue, item_id)
  );
  CREATE UNIQUE INDEX review_claim_holder ON review_claim (queue, holder_id);
`;

export const reviewMigrations: readonly { version: number; name: string; sql: string }[] = [
  { version: 80, name: 'review queue claims', sql: REVIEW_CLAIM_SQL },
];
