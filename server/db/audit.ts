/**
 * The audit trail: one append-only record per changed row of every business table, written by a database trigger in
 * the same transaction as the change (so a change whose record cannot be written does not happen, and no code path
 * can forget it). Who made the change comes from the request's transaction (`withActor`): the staff user's id and
 * username, the client address, the route and the reason the screen asked for. A write with no actor (a scheduled
 * job, a migration) is recorded as `system`.
 *
 * The table refuses UPDATE, DELETE and TRUNCATE, and each record carries the SHA-256 of its content and of the
 * previous record's hash, with ids that follow each other without gaps: an edited, removed or inserted record breaks
 * the chain, which `verifyAuditChain` (audit-chain.ts; npm run audit:verify) finds.
 */
import type { Queryable } from './types';

/** Tables whose rows are not business facts: sessions, throttles, bookkeeping, logs, computed statistics, files. */
export const UNAUDITED_TABLES: ReadonlySet<string> = new Set([
  'audit_trail',
  'access_token',
  'login_failure',
  'login_known_client',
  'schema_migrations',
  'entity_migrations',
  'seed_calendar',
  'grant_version',
  'quartz_job_log',
  'member_daily_summary',
  'member_site_reading',
  'upload_file',
  // The staff inbox (lib/inbox): messages derived from audited facts, and their read marks.
  'inbox_message',
  'inbox_waiting_mark',
  // X-Boot's operation log (§7.3 keeps its delAll): a statement-level trigger records how many rows a delete removed.
  'sys_log',
]);

/** The kept totals' tables (kit/kept-totals.ts): figures computed from audited rows, not business facts. */
export const KEPT_TABLE_PREFIX = 'kept_';

/** Columns whose changes are bookkeeping (a job's last run, a login's failure counter): not recorded alone. */
export const UNAUDITED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  quartz_job: ['last_run_at', 'last_success', 'last_message', 'last_duration', 'next_run_at'],
  staff_user: ['failed_count', 'first_failed_at'],
  // Derived from the referrers by a trigger (db/migrations-volume.ts, 76).
  member: ['upline_depth'],
};

/** Columns whose values are secrets (staff passwords, the analytics accounts' sealed credentials): recorded as changed, never their values. */
const SECRET_COLUMN = '^(password|password_hash|cookie|google_key|token|secret)$';

/** The hashed text of a record: its fields in a fixed order, as PostgreSQL writes them as text. */
export const CANONICAL_SQL = `concat_ws('|', a.id::text, a.created_time::text, coalesce(a.actor_id::text, ''),
  a.actor_name, coalesce(a.ip, ''), coalesce(a.route, ''), a.action, a.entity, coalesce(a.entity_id, ''),
  coalesce(a.member_id::text, ''), a.changes::text, coalesce(a.reason, ''), a.prev_hash)`;

/** The zero hash the first record links to. */
export const GENESIS = '0'.repeat(64);

export const auditMigrationSql = `
  CREATE TABLE audit_trail (
    id bigint PRIMARY KEY,
    created_time timestamp NOT NULL,
    actor_id integer,
    actor_name text NOT NULL,
    ip text,
    route text,
    action text NOT NULL CHECK (action IN ('insert', 'update', 'delete')),
    entity text NOT NULL,
    entity_id text,
    member_id integer,
    changes jsonb NOT NULL,
    reason text,
    prev_hash char(64) NOT NULL,
    hash char(64) NOT NULL
  );
  CREATE INDEX audit_trail_entity_idx ON audit_trail (entity, entity_id);
  CREATE INDEX audit_trail_member_idx ON audit_trail (member_id) WHERE member_id IS NOT NULL;
  CREATE INDEX audit_trail_actor_idx ON audit_trail (actor_name);
  CREATE INDEX audit_trail_time_idx ON audit_trail (created_time);

  CREATE FUNCTION audit_setting(name text) RETURNS text LANGUAGE sql STABLE AS
    $$ SELECT nullif(current_setting('audit.' || name, true), '') $$;

  -- Appends one record under a transaction-long lock, so ids follow each other and each links to the one before.
  CREATE FUNCTION audit_append(p_action text, p_entity text, p_entity_id text, p_member_id integer, p_changes jsonb)
  RETURNS void LANGUAGE plpgsql AS $fn$
  DECLARE
    last_id bigint;
    last_hash char(64);
    a audit_trail%ROWTYPE;
  BEGIN
    PERFORM pg_advisory_xact_lock(7318001);
    SELECT t.id, t.hash INTO last_id, last_hash FROM audit_trail t ORDER BY t.id DESC LIMIT 1;
    a.id := coalesce(last_id, 0) + 1;
    a.created_time := date_trunc('second', now() AT TIME ZONE 'Asia/Shanghai');
    a.actor_id := audit_setting('actor_id')::integer;
    a.actor_name := coalesce(audit_setting('actor_name'), 'system');
    a.ip := audit_setting('ip');
    a.route := audit_setting('route');
    a.action := p_action;
    a.entity := p_entity;
    a.entity_id := p_entity_id;
    a.member_id := p_member_id;
    a.changes := p_changes;
    a.reason := audit_setting('reason');
    a.prev_hash := coalesce(last_hash, '${GENESIS}');
    a.hash := encode(sha256(convert_to(${CANONICAL_SQL}, 'UTF8')), 'hex');
    INSERT INTO audit_trail VALUES (a.*);
  END $fn$;

  -- Row trigger of every audited table: the changed columns as {column: [before, after]}.
  CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $fn$
  DECLARE
    before jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
    after jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
    row_now jsonb := coalesce(after, before);
    ignored text[] := coalesce(TG_ARGV, '{}'::text[]);
    changes jsonb := '{}'::jsonb;
    counted boolean := false;
    key text;
    member integer;
  BEGIN
    FOR key IN SELECT jsonb_object_keys(row_now) LOOP
      CONTINUE WHEN (before -> key) IS NOT DISTINCT FROM (after -> key);
      IF NOT key = ANY (ignored) THEN counted := true; END IF;
      changes := changes || jsonb_build_object(key, CASE
        WHEN key ~* '${SECRET_COLUMN}' THEN
          jsonb_build_array(CASE WHEN before IS NULL THEN NULL ELSE '******' END,
                            CASE WHEN after IS NULL THEN NULL ELSE '******' END)
        ELSE jsonb_build_array(before -> key, after -> key) END);
    END LOOP;
    IF NOT counted THEN RETURN NULL; END IF;
    member := CASE WHEN TG_TABLE_NAME = 'member' THEN (row_now ->> 'id')::integer
                   WHEN row_now ? 'uid' THEN (row_now ->> 'uid')::integer END;
    PERFORM audit_append(lower(TG_OP), TG_TABLE_NAME, row_now ->> 'id', member, changes);
    RETURN NULL;
  END $fn$;

  -- A delete on the operation log (§7.3 delAll, delByIds): one record saying how many rows went.
  CREATE FUNCTION audit_log_delete() RETURNS trigger LANGUAGE plpgsql AS $fn$
  DECLARE removed bigint;
  BEGIN
    SELECT count(*) INTO removed FROM gone;
    IF removed > 0 THEN
      PERFORM audit_append('delete', TG_TABLE_NAME, NULL, NULL, jsonb_build_object('rows', jsonb_build_array(removed, 0)));
    END IF;
    RETURN NULL;
  END $fn$;

  CREATE FUNCTION audit_refuse() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    RAISE EXCEPTION 'audit_trail is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
  END $fn$;
  CREATE TRIGGER audit_trail_append_only BEFORE UPDATE OR DELETE ON audit_trail
    FOR EACH ROW EXECUTE FUNCTION audit_refuse();
  CREATE TRIGGER audit_trail_no_truncate BEFORE TRUNCATE ON audit_trail
    FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse();
`;

const quoteLiteral = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/**
 * Attaches the row trigger to every table of the schema not in UNAUDITED_TABLES that lacks it: run after the
 * migrations and the screens' entity tables on every start, so a table added later is audited from its first start.
 */
export async function attachAudit(db: Queryable): Promise<string[]> {
  const missing = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind = 'r'
       AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'audit_row')
     ORDER BY 1`,
  );
  const tables = missing
    .map((row) => row.name)
    .filter((name) => !UNAUDITED_TABLES.has(name) && !name.startsWith(KEPT_TABLE_PREFIX));
  if (missing.some((row) => row.name === 'sys_log'))
    await db.exec(
      `CREATE TRIGGER audit_row AFTER DELETE ON sys_log REFERENCING OLD TABLE AS gone
       FOR EACH STATEMENT EXECUTE FUNCTION audit_log_delete()`,
    );
  for (const table of tables) {
    const ignored = (UNAUDITED_COLUMNS[table] ?? []).map(quoteLiteral).join(', ');
    await db.exec(
      `CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON ${table}
       FOR EACH ROW EXECUTE FUNCTION audit_row(${ignored})`,
    );
  }
  return tables;
}

/** Who is making the changes of a transaction. `id` null: the system (a job). */
export interface Actor {
  id: number | null;
  username: string;
  ip?: string;
  /** `METHOD /path` of the request, or `job:<class>` for a scheduled job. */
  route: string;
  /** The reason the screen asked for, when it asked for one. */
  reason?: string | null;
}

/** Names the actor of the open transaction `tx` for the audit trigger (transaction-local settings). */
export async function setActor(tx: Queryable, actor: Actor): Promise<void> {
  await tx.query(
    `SELECT set_config('audit.actor_id', $1, true), set_config('audit.actor_name', $2, true),
            set_config('audit.ip', $3, true), set_config('audit.route', $4, true),
            set_config('audit.reason', $5, true)`,
    [
      actor.id === null ? '' : String(actor.id),
      actor.username,
      actor.ip ?? '',
      actor.route.slice(0, 300),
      (actor.reason ?? '').slice(0, 500),
    ],
  );
}
