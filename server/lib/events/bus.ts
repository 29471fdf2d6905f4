/**
 * The channel the server instances share: in process (an EventEmitter) by default, Redis pub/sub when REDIS_URL is set,
 * so a change or a sign-out on one instance reaches every instance. A message is handed to this instance's listeners
 * at once and to the others through Redis; the instance does not hear its own message twice.
 */
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { BusMessage } from './types';

export type BusListener = (message: BusMessage) => void;

export interface EventBus {
  readonly kind: 'memory' | 'redis';
  /** Hands the message to this instance's listeners, then to the other instances. */
  publish(message: BusMessage): Promise<void>;
  /** Listens to every message, this instance's and the others'; returns the way to stop. */
  subscribe(listener: BusListener): () => void;
  close(): Promise<void>;
}

const report = (what: string, error: unknown): void =>
  console.error(`live events: ${what}: ${error instanceof Error ? error.message : String(error)}`);

/** The listeners of one instance; a listener that throws is reported and the others still hear the message. */
class Listeners {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  add(listener: BusListener): () => void {
    const safe = (message: BusMessage): void => {
      try {
        listener(message);
      } catch (error) {
        report('a listener failed', error);
      }
    };
    this.emitter.on('message', safe);
    return () => this.emitter.off('message', safe);
  }

  emit(message: BusMessage): void {
    this.emitter.emit('message', message);
  }

  clear(): void {
    this.emitter.removeAllListeners();
  }
}

/** One instance alone: its own listeners hear what it publishes. */
export class MemoryBus implements EventBus {
  readonly kind = 'memory';
  private readonly listeners = new Listeners();

  async publish(message: BusMessage): Promise<void> {
    this.listeners.emit(message);
  }

  subscribe(listener: BusListener): () => void {
    return this.listeners.add(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}

interface Envelope {
  /** The instance that published it. */
  from: string;
  message: BusMessage;
}

function envelopeOf(text: string): Envelope | undefined {
  try {
    const value = JSON.parse(text) as Partial<Envelope> | null;
    const kind = value?.message?.kind;
    if (
      typeof value?.from === 'string' &&
      (kind === 'change' || kind === 'sessions' || kind === 'presence' || kind === 'inbox')
    )
      return value as Envelope;
  } catch {
    // Someone else's text on the channel: not ours.
  }
  return undefined;
}

/**
 * The channel's name: Redis pub/sub ignores the database number, so it is part of the name, and deployments that
 * share one Redis server on different databases (as their cache keys do) do not hear each other.
 */
export function eventChannel(redisUrl: string, namespace: string): string {
  const database = Number(new URL(redisUrl).pathname.slice(1) || 0);
  return `${namespace}events:${Number.isInteger(database) ? database : 0}`;
}

/** Several instances: Redis pub/sub on one channel, with a connection of its own for listening. */
export class RedisBus implements EventBus {
  readonly kind = 'redis';
  private readonly listeners = new Listeners();
  private readonly id = randomBytes(8).toString('hex');

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
  ) {
    subscriber.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      const envelope = envelopeOf(text);
      if (envelope && envelope.from !== this.id) this.listeners.emit(envelope.message);
    });
  }

  /** Connects both connections and subscribes (failing at start-up when Redis cannot be reached). */
  static async connect(url: string, channel: string): Promise<RedisBus> {
    const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    const subscriber = new Redis(url, { lazyConnect: true });
    for (const [name, connection] of [
      ['publish', publisher],
      ['subscribe', subscriber],
    ] as const) {
      let reported = false;
      connection.on('error', (error: Error) => {
        if (!reported) report(`Redis ${name}`, error);
        reported = true;
      });
      connection.on('ready', () => {
        reported = false;
      });
    }
    try {
      await publisher.connect();
      await subscriber.connect();
      await subscriber.subscribe(channel);
    } catch (error) {
      publisher.disconnect();
      subscriber.disconnect();
      throw error;
    }
    return new RedisBus(publisher, subscriber, channel);
  }

  async publish(message: BusMessage): Promise<void> {
    this.listeners.emit(message);
    const envelope: Envelope = { from: this.id, message };
    // Redis out of reach: this instance's consoles still heard it; the others' sessions expire from their cache within
    // SESSION_CACHE_MS, and their lists refresh on the user's next visit.
    await this.publisher.publish(this.channel, JSON.stringify(envelope)).catch((error: unknown) => {
      report('publish', error);
    });
  }

  subscribe(listener: BusListener): () => void {
    return this.listeners.add(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await this.subscriber.quit().catch(() => this.subscriber.disconnect());
    await this.publisher.quit().catch(() => this.publisher.disconnect());
  }
}

/** Redis pub/sub when a URL is given (`REDIS_URL`), else in process. */
export async function openBus(opts: { redisUrl?: string; namespace: string }): Promise<EventBus> {
  if (!opts.redisUrl) return new MemoryBus();
  return RedisBus.connect(opts.redisUrl, eventChannel(opts.redisUrl, opts.namespace));
}
