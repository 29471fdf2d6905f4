import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';

/** Serves `app` on `host:port` (0: a free port) → the server and the port it got. */
export function listen(app: Hono, port: number, host: string): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolveListen, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, (info) =>
      resolveListen({ server, port: info.port }),
    );
    // An idle keep-alive connection is closed by the client before the server: with Node's 5 s default, a client
    // reusing a connection just as the server closed it met ECONNRESET (seen in a browser test's API call).
    if ('keepAliveTimeout' in server) {
      server.keepAliveTimeout = 65_000;
      server.headersTimeout = 66_000;
    }
    server.once('error', reject);
  });
}
