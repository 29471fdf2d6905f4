/** A test file's own server, and the live-events variant that also closes the event streams each test opened. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { EventStream } from './event-stream';
import { CONSOLE_TAB, startTestServer, type Client, type TestContext } from './helpers';

/** A file's test server for the live events, and the event streams it opened (each test's closed after it). */
export interface LiveServer {
  readonly ctx: TestContext;
  /** Opens an event stream as `token` from console tab `tab` (on `base`, another instance, if given). */
  stream(token: string | undefined, tab?: string, base?: string): Promise<EventStream>;
}

/**
 * The file's test server: started from the template with admin and operator logged in before the file's tests,
 * closed after them. Its fields read the running server (a test that runs before it has started fails loudly); a
 * test that logs a user in again replaces that user's client.
 */
export function fileServer(): TestContext {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await startTestServer();
  }, 120_000);
  afterAll(async () => {
    await ctx?.server.close();
  });
  const started = (): TestContext => {
    if (!ctx) throw new Error("the file's test server has not started");
    return ctx;
  };
  return {
    get server() {
      return started().server;
    },
    get admin() {
      return started().admin;
    },
    set admin(client: Client) {
      started().admin = client;
    },
    get operator() {
      return started().operator;
    },
    set operator(client: Client) {
      started().operator = client;
    },
    get anonymous() {
      return started().anonymous;
    },
    set anonymous(client: Client) {
      started().anonymous = client;
    },
  };
}

/** Starts the file's test server before its tests and closes it after them (live-events, live-presence). */
export function liveServer(): LiveServer {
  const ctx = fileServer();
  const open: EventStream[] = [];
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  return {
    get ctx() {
      return ctx;
    },
    async stream(token, tab = 'tab-1', base) {
      const opened = await EventStream.must(base ?? ctx.server.url, token, { [CONSOLE_TAB]: tab });
      open.push(opened);
      return opened;
    },
  };
}
