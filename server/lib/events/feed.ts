/**
 * The live feed: what each committed write changed goes onto the bus (bus.ts) once it has committed, and what comes off
 * the bus (this instance's and the others') goes to the consoles' open streams, each filtered by what its user may see.
 * A message about sessions makes the instance forget the sessions it cached and check the streams it concerns; one
 * about presence (presence.ts) updates the instance's holds and tells the streams whose user may see that row; and one
 * timer per instance (heartbeat.ts) sends every open stream its keep-alive comment and checks all their sessions in one
 * query.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Queryable } from '../../db/types';
import { forgetCachedSessions } from '../session';
import { clockNow } from '../time';
import type { EventBus } from './bus';
import { auditHead, ownAuditRecords, rowChanges, sessionsChanged, type AuditedRow } from './committed';
import { Heartbeat, HEARTBEAT_MS, type CheckedStream } from './heartbeat';
import { HOLD_TTL_MS, PresenceBoard, type HeldRow } from './presence';
import { unreadCounts } from '../inbox/store';
import { collectInbox } from './inbox-notes';
import type { Audience, BusMessage, ChangeMessage, PresenceMessage, RowChange, SessionsMessage } from './types';

/** The to-do counts (routes/console-stats.ts) as the feed needs them. */
export interface TodoCounter {
  /** The to-do keys whose count the tables feed. */
  keysFed(tables: ReadonlySet<string>): string[];
  /** Those counts, and the audit trail's head, read in one snapshot. */
  count(keys: readonly string[]): Promise<{ head: number; counts: Record<string, number> }>;
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

/** An open console stream, as the feed sees it (routes/events.ts). */
export interface FeedStream extends CheckedStream {
  readonly userId: number;
  /** A committed write: the stream filters and sends it. */
  change(message: ChangeMessage): void;
  /** A row's holders changed: the stream filters and sends it. */
  presence(row: HeldRow): void;
  /** Its user's inbox changed (lib/inbox): their unread count now. */
  inbox?(unread: number): void;
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
  private readonly heartbeat: Heartbeat;

  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    private readonly todo?: TodoCounter,
    opts: { heartbeatMs?: number } = {},
  ) {
    this.stop = bus.subscribe((message) => this.heard(message));
    this.heartbeat = new Heartbeat(db, this.streams, opts.heartbeatMs ?? HEARTBEAT_MS);
    this.sweep = setInterval(() => this.expireHolds(), EXPIRY_SWEEP_MS);
    this.sweep.unref();
  }

  get kind(): EventBus['kind'] {
    return this.bus.kind;
  }

  /**
   * Runs `fn` in one transaction; once it has committed, publishes the sessions it changed, the unread counts of the
   * inboxes it changed, then its rows and the to-do counts they feed. A rolled-back transaction publishes nothing.
   * `origin`: the writing session and tab.
   */
  async transaction<T>(origin: string, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const notes: SessionsMessage[] = [];
    let records: AuditedRow[] = [];
    const { value: result, users } = await collectInbox(() =>
      this.notes.run(notes, () =>
        this.db.transaction(async (tx) => {
          const before = await auditHead(tx);
          const value = await fn(tx);
          records = await ownAuditRecords(tx, before);
          return value;
        }),
      ),
    );
    await this.committed(origin, records, notes, users).catch(report);
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

  private async committed(
    origin: string,
    records: readonly AuditedRow[],
    notes: SessionsMessage[],
    inboxes: readonly number[],
  ): Promise<void> {
    const sessions = sessionsChanged(records);
    for (const message of sessions ? [...notes, sessions] : notes) await this.bus.publish(message);
    if (inboxes.length) await this.bus.publish({ kind: 'inbox', unread: await unreadCounts(this.db, inboxes) });
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
    } else if (message.kind === 'inbox') {
      for (const stream of this.streams) {
        const unread = message.unread[String(stream.userId)];
        if (unread !== undefined) stream.inbox?.(unread);
      }
    } else for (const stream of this.streams) stream.change(message);
  }

  /** Checks the sessions of `streams` (with any others due) in one query: heartbeat.ts. */
  recheck(streams: Iterable<FeedStream>): Promise<void> {
    return this.heartbeat.recheck(streams);
  }

  /** The heartbeat now: every open stream's comment, then all their sessions checked in one query. */
  beat(): Promise<void> {
    return this.heartbeat.beat();
  }

  /** Sends the bus's messages to `stream` until the returned function is called; the heartbeat runs while any is. */
  attach(stream: FeedStream): () => void {
    this.streams.add(stream);
    this.heartbeat.start();
    return () => {
      this.streams.delete(stream);
      this.heartbeat.forget(stream);
      if (!this.streams.size) this.heartbeat.stop();
    };
  }

  /** How many console streams are open on this instance. */
  get open(): number {
    return this.streams.size;
  }

  /** Stops listening to the bus and ends the open streams. */
  close(): void {
    clearInterval(this.sweep);
    this.stop();
    this.heartbeat.stop();
    for (const stream of this.streams) stream.end();
    this.streams.clear();
  }
}
