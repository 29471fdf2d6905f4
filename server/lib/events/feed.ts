/**
 * The live feed: what each committed write changed goes onto the bus (bus.ts) once it has committed, and what comes off
 * the bus (this instance's and the others') goes to the consoles' open streams, each filtered by what its user may see.
 * A message about sessions makes the instance forget the sessions it cached and check the streams it concerns; one
 * about presence (presence.ts) updates the instance's holds and tells the streams whose user may see that row; and one
 * timer per instance sends every open stream its keep-alive comment and checks all their sessions in one query.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Queryable } from '../../db/types';
import { forgetCachedSessions, peekSessions, type SessionState } from '../../http/session';
import { clockNow } from '../time';
import type { EventBus } from './bus';
import { auditHead, ownAuditRecords, rowChanges, sessionsChanged, type AuditedRow } from './committed';
import { HOLD_TTL_MS, PresenceBoard, type HeldRow } from './presence';
import type { BusMessage, ChangeMessage, PresenceMessage, RowChange, SessionsMessage } from './types';

/** The to-do counts (routes/console-stats.ts) as the feed needs them. */
export interface TodoCounter {
  /** The to-do keys whose count the tables feed. */
  keysFed(tables: ReadonlySet<string>): string[];
  /** Those counts, and the audit trail's head, read in one snapshot. */
  count(keys: readonly string[]): Promise<{ head: number; counts: Record<string, number> }>;
}

/** Which pages show each table's rows, and which page each to-do count belongs to. */
export interface Audience {
  /** table → the page keys (menu components) whose list shows its rows. */
  pagesOf: ReadonlyMap<string, readonly string[]>;
  /** to-do key → the page whose rows it counts. */
  todoPages: Readonly<Record<string, string>>;
}

/** A row change as a console gets it: the pages of the user's menu that show it. */
export interface ConsoleChange extends RowChange {
  pages: string[];
}

/** What one console is told of a committed write. */
export interface ConsoleEvent {
  head: number;
  /** The write came from this very console (its session and tab): a list it reloaded itself need not say so. */
  own: boolean;
  changes: ConsoleChange[];
  todo: Record<string, number>;
}

/** The console's share of a write, or null when the user may see none of it. */
export function consoleEvent(
  message: ChangeMessage,
  viewer: { pages: ReadonlyMap<string, unknown>; origin: string },
  audience: Audience,
): ConsoleEvent | null {
  const changes = message.changes.flatMap((change) => {
    const pages = (audience.pagesOf.get(change.entity) ?? []).filter((page) => viewer.pages.has(page));
    return pages.length ? [{ ...change, pages }] : [];
  });
  const todo = Object.fromEntries(
    Object.entries(message.todo).filter(([key]) => {
      const page = audience.todoPages[key];
      return page !== undefined && viewer.pages.has(page);
    }),
  );
  if (!changes.length && !Object.keys(todo).length) return null;
  return { head: message.head, own: message.origin === viewer.origin, changes, todo };
}

/** How often the open streams get a comment (so proxies keep them open) and have their sessions checked. */
export const HEARTBEAT_MS = 25_000;
/** Who has a row's review dialog open, as a console is told: never itself; `self` for another tab of its session. */
export interface ConsolePresence {
  entity: string;
  id: string;
  pages: string[];
  holders: { name: string; self: boolean }[];
}

/** The console's view of a held row, or null when no page of its user's menu lists that table. */
export function consolePresence(
  row: HeldRow,
  viewer: { pages: ReadonlyMap<string, unknown>; origin: string; session: string },
  audience: Audience,
): ConsolePresence | null {
  const pages = (audience.pagesOf.get(row.entity) ?? []).filter((page) => viewer.pages.has(page));
  if (!pages.length) return null;
  const holders = row.holders
    .filter((hold) => hold.origin !== viewer.origin)
    .map((hold) => ({ name: hold.name, self: hold.session === viewer.session }));
  return { entity: row.entity, id: row.id, pages, holders };
}

/** An open console stream, as the feed sees it (routes/events.ts). */
export interface FeedStream {
  readonly tokenHash: string;
  readonly userId: number;
  /** A committed write: the stream filters and sends it. */
  change(message: ChangeMessage): void;
  /** Its session as the database has it now, null when it has ended: the stream ends, or takes the pages. */
  session(state: SessionState | null): void;
  /** The heartbeat: the stream sends a comment. */
  ping(): void;
  /** A row's holders changed: the stream filters and sends it. */
  presence(row: HeldRow): void;
  /** The server is stopping: the stream says so and closes. */
  end(): void;
}

const concerns = (message: SessionsMessage, stream: FeedStream): boolean =>
  message.all || message.users.includes(stream.userId) || message.tokens.includes(stream.tokenHash);

const report = (error: unknown): void =>
  console.error(`live events: ${error instanceof Error ? error.message : String(error)}`);

/** How often an instance looks for lapsed holds. */
const EXPIRY_SWEEP_MS = 1000;

export class LiveFeed {
  private readonly streams = new Set<FeedStream>();
  private readonly board = new PresenceBoard();
  private readonly sweep: ReturnType<typeof setInterval>;
  /** The session notes of the writing transaction running in this async context, published once it commits. */
  private readonly notes = new AsyncLocalStorage<SessionsMessage[]>();
  private readonly stop: () => void;
  /** The streams whose session is to be checked in the next query. */
  private readonly due = new Set<FeedStream>();
  private checking: Promise<void> | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private readonly heartbeatMs: number;

  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    private readonly todo?: TodoCounter,
    opts: { heartbeatMs?: number } = {},
  ) {
    this.stop = bus.subscribe((message) => this.heard(message));
    this.heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;
    this.sweep = setInterval(() => this.expireHolds(), EXPIRY_SWEEP_MS);
    this.sweep.unref();
  }

  get kind(): EventBus['kind'] {
    return this.bus.kind;
  }

  /**
   * Runs `fn` in one transaction; once it has committed, publishes the sessions it changed, then its rows and the
   * to-do counts they feed. A rolled-back transaction publishes nothing. `origin`: the writing session and tab.
   */
  async transaction<T>(origin: string, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const notes: SessionsMessage[] = [];
    let records: AuditedRow[] = [];
    const result = await this.notes.run(notes, () =>
      this.db.transaction(async (tx) => {
        const before = await auditHead(tx);
        const value = await fn(tx);
        records = await ownAuditRecords(tx, before);
        return value;
      }),
    );
    await this.committed(origin, records, notes).catch(report);
    return result;
  }

  /**
   * Sessions changed outside the audit trail (sign-out, lock, unlock: the token table is not audited): published now,
   * or, inside a writing transaction, once it commits.
   */
  async sessionsChanged(change: Partial<Omit<SessionsMessage, 'kind'>>): Promise<void> {
    const message: SessionsMessage = { kind: 'sessions', tokens: [], users: [], all: false, ...change };
    const pending = this.notes.getStore();
    if (pending) pending.push(message);
    else await this.bus.publish(message).catch(report);
  }

  private async committed(origin: string, records: readonly AuditedRow[], notes: SessionsMessage[]): Promise<void> {
    const sessions = sessionsChanged(records);
    for (const message of sessions ? [...notes, sessions] : notes) await this.bus.publish(message);
    if (!records.length) return;
    const changes = rowChanges(records);
    const keys = this.todo?.keysFed(new Set(changes.map((change) => change.entity))) ?? [];
    const counted = keys.length && this.todo ? await this.todo.count(keys) : undefined;
    const head = counted?.head ?? Math.max(...records.map((record) => record.id));
    await this.bus.publish({ kind: 'change', head, origin, changes, todo: counted?.counts ?? {} });
  }

  /**
   * A console holds a row (its review dialog is open), renews the hold, or (`held` false) lets it go: told to every
   * instance. The hold lapses HOLD_TTL_MS after the last renewal.
   */
  async hold(
    holder: Omit<PresenceMessage, 'kind' | 'ttlMs'>,
    held: boolean,
    ttlMs: number = HOLD_TTL_MS,
  ): Promise<void> {
    await this.bus.publish({ kind: 'presence', ...holder, ttlMs: held ? ttlMs : 0 });
  }

  /** The rows held now (a console that starts listening is told them). */
  heldRows(): HeldRow[] {
    return this.board.held(clockNow().getTime());
  }

  /** Drops the holds lapsed by the server's clock and tells the streams; runs every second. */
  expireHolds(): void {
    for (const row of this.board.expire(clockNow().getTime())) for (const stream of this.streams) stream.presence(row);
  }

  private heard(message: BusMessage): void {
    if (message.kind === 'sessions') {
      forgetCachedSessions(this.db);
      void this.recheck([...this.streams].filter((stream) => concerns(message, stream)));
    } else if (message.kind === 'presence') {
      const row = this.board.apply(message, clockNow().getTime());
      if (row) for (const stream of this.streams) stream.presence(row);
    } else for (const stream of this.streams) stream.change(message);
  }

  /**
   * Checks the sessions of `streams` without moving their expiry, together with any others due, in one query (the
   * streams of one session, one query for all): each open stream gets its session, or null and ends. Resolves once
   * they are checked. A failed query is reported; the streams stay open until the next heartbeat's check.
   */
  recheck(streams: Iterable<FeedStream>): Promise<void> {
    for (const stream of streams) this.due.add(stream);
    this.checking ??= this.checkDue();
    return this.checking;
  }

  private async checkDue(): Promise<void> {
    try {
      // Those asked for in the same turn (a burst of session messages) join this query.
      await Promise.resolve();
      while (this.due.size) {
        const streams = [...this.due].filter((stream) => this.streams.has(stream));
        this.due.clear();
        if (!streams.length) continue;
        let sessions: Map<string, SessionState>;
        try {
          sessions = await peekSessions(
            this.db,
            streams.map((stream) => stream.tokenHash),
          );
        } catch (error) {
          report(error);
          continue;
        }
        for (const stream of streams)
          if (this.streams.has(stream)) stream.session(sessions.get(stream.tokenHash) ?? null);
      }
    } finally {
      // In the same turn as the loop's last look at `due`: a stream added after it starts a new check.
      this.checking = undefined;
    }
  }

  /** The heartbeat: every open stream's comment, then all their sessions checked in one query. */
  beat(): Promise<void> {
    for (const stream of this.streams) stream.ping();
    return this.recheck(this.streams);
  }

  /** Sends the bus's messages to `stream` until the returned function is called; the heartbeat runs while any is. */
  attach(stream: FeedStream): () => void {
    this.streams.add(stream);
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => void this.beat(), this.heartbeatMs);
      this.heartbeat.unref();
    }
    return () => {
      this.streams.delete(stream);
      this.due.delete(stream);
      if (!this.streams.size) this.stopHeartbeat();
    };
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  /** How many console streams are open on this instance. */
  get open(): number {
    return this.streams.size;
  }

  /** Stops listening to the bus and ends the open streams. */
  close(): void {
    clearInterval(this.sweep);
    this.stop();
    this.stopHeartbeat();
    for (const stream of this.streams) stream.end();
    this.streams.clear();
  }
}
