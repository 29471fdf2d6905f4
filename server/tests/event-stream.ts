/** A console's event stream in a test: `GET /admin-api/events` read with fetch, as the console reads it. */
import type { ConsoleEvent } from '../lib/events/feed';
import type { Envelope } from './helpers';

export interface StreamEvent {
  event: string;
  data: unknown;
}

/** One SSE frame (`event:` and `data:` lines; comments skipped) → its event, or undefined for a comment. */
function parseFrame(frame: string): StreamEvent | undefined {
  let event = 'message';
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (!data.length) return undefined;
  return { event, data: JSON.parse(data.join('\n')) as unknown };
}

export class EventStream {
  /** Every event received so far, in order. */
  readonly events: StreamEvent[] = [];
  /** How many comment frames (the keep-alive) were received. */
  comments = 0;
  ended = false;
  private waiters: (() => void)[] = [];

  private constructor(
    private readonly reader: ReadableStreamDefaultReader<Uint8Array>,
    private readonly abort: AbortController,
  ) {
    void this.pump();
  }

  /** Opens the stream; the server's refusal (an envelope) when it does not stream. */
  static async open(
    base: string,
    token: string | undefined,
    headers: Record<string, string> = {},
    path = '/admin-api/events',
  ): Promise<EventStream | Envelope> {
    const abort = new AbortController();
    const response = await fetch(`${base}${path}`, {
      headers: { ...(token ? { accessToken: token } : {}), ...headers },
      signal: abort.signal,
    });
    if (!response.headers.get('content-type')?.startsWith('text/event-stream') || !response.body) {
      const envelope = (await response.json()) as Envelope;
      return envelope;
    }
    const stream = new EventStream(response.body.getReader(), abort);
    await stream.next((event) => event.event === 'ready');
    return stream;
  }

  /** Opens a stream that must open. */
  static async must(base: string, token: string | undefined, headers?: Record<string, string>): Promise<EventStream> {
    const opened = await EventStream.open(base, token, headers);
    if (!(opened instanceof EventStream)) throw new Error(`no stream: ${JSON.stringify(opened)}`);
    return opened;
  }

  private async pump(): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await this.reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = parseFrame(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (event) this.events.push(event);
          else this.comments++;
          this.wake();
        }
      }
    } catch {
      // Closed by the test.
    }
    this.ended = true;
    this.wake();
  }

  private wake(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const wake of waiting) wake();
  }

  /** The first event from `from` on that matches, waiting up to `timeoutMs`. */
  async next(match: (event: StreamEvent) => boolean, timeoutMs = 5000, from = 0): Promise<StreamEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.slice(from).find(match);
      if (found) return found;
      if (this.ended) throw new Error(`stream ended without the event; had ${JSON.stringify(this.events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no such event within ${timeoutMs} ms; had ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The `change` events' data received so far. */
  changes<T>(): T[] {
    return this.events.filter((event) => event.event === 'change').map((event) => event.data as T);
  }

  close(): void {
    this.abort.abort();
  }
}

/** A `change` event that names a row of `entity` (that row, when `id` is given). */
export const touches = (entity: string, id?: string) => (event: { event: string; data: unknown }) =>
  event.event === 'change' &&
  (event.data as ConsoleEvent).changes.some(
    (change) => change.entity === entity && (id === undefined || change.id === id),
  );
