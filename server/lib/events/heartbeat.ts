/**
 * The live feed's heartbeat (feed.ts): one timer per instance, while any console stream is open, sends every stream a
 * comment line (so proxies keep it open) and checks all their sessions in one query; a session that ended ends its
 * streams, one whose pages changed hands them the new ones. A session message asks for the same check at once.
 */
import type { Db } from '../../db/types';
import { peekSessions, type SessionState } from '../session';

/** How often the open streams get a comment (so proxies keep them open) and have their sessions checked. */
export const HEARTBEAT_MS = 25_000;
/** What the heartbeat needs of an open stream. */
export interface CheckedStream {
  readonly tokenHash: string;
  /** Its session as the database has it now, null when it has ended: the stream ends, or takes the pages. */
  session(state: SessionState | null): void;
  /** The heartbeat: the stream sends a comment. */
  ping(): void;
}

const report = (error: unknown): void =>
  console.error(`live events: ${error instanceof Error ? error.message : String(error)}`);

export class Heartbeat {
  /** The streams whose session is to be checked in the next query. */
  private readonly due = new Set<CheckedStream>();
  private checking: Promise<void> | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;

  /** `streams`: the instance's open streams, as the feed keeps them. */
  constructor(
    private readonly db: Db,
    private readonly streams: ReadonlySet<CheckedStream>,
    private readonly everyMs: number,
  ) {}

  /**
   * Checks the sessions of `streams` without moving their expiry, together with any others due, in one query (the
   * streams of one session, one query for all): each open stream gets its session, or null and ends. Resolves once
   * they are checked. A failed query is reported; the streams stay open until the next heartbeat's check.
   */
  recheck(streams: Iterable<CheckedStream>): Promise<void> {
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

  /** Starts the timer, if it is not running. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.beat(), this.everyMs);
    this.timer.unref();
  }

  /** A stream that closed is no longer checked. */
  forget(stream: CheckedStream): void {
    this.due.delete(stream);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
