/**
 * Two-factor sign-in (server/lib/two-factor.ts): the last time step a user's code was accepted (a code is accepted
 * once), their single-use recovery codes (sha256 of each: they are random, a leaked table gives none back), the
 * pending second step of a login (a ticket, its sha256 stored, five minutes), and on each session which second factor
 * opened it and when a code was last given on it (the step-up before a large approval).
 */
export const twoFactorMigrations: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 51,
    name: 'two-factor sign-in',
    sql: `
      ALTER TABLE staff_user ADD COLUMN IF NOT EXISTS google_key text;
      ALTER TABLE staff_user ADD COLUMN totp_last_step bigint;
      CREATE TABLE staff_recovery_code (
        user_id integer NOT NULL REFERENCES staff_user(id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        used_at timestamptz,
        PRIMARY KEY (user_id, code_hash)
      );
      CREATE TABLE login_challenge (
        ticket_hash text PRIMARY KEY,
        user_id integer NOT NULL REFERENCES staff_user(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('verify', 'bind')),
        pending_key text,
        expires_at timestamptz NOT NULL
      );
      ALTER TABLE access_token ADD COLUMN second_factor text CHECK (second_factor IN ('totp', 'recovery'));
      ALTER TABLE access_token ADD COLUMN second_factor_at timestamptz;
    `,
  },
];
