/** A full-profile and a bare-profile server side by side, both from the shared template, with bare's two log-ins. */
import type { RunningServer } from '../app';
import { Client, login, startMemoryServer, startTestServer, type TestContext } from './helpers';

export interface BareAndFull {
  full: TestContext;
  bare: RunningServer;
  /** admin and operator signed in on the bare server. */
  admin: Client;
  operator: Client;
}

export async function startBareAndFull(): Promise<BareAndFull> {
  const [full, bare] = await Promise.all([startTestServer(), startMemoryServer({ profile: 'bare' })]);
  return { full, bare, admin: await login(bare.url, 'admin'), operator: await login(bare.url, 'operator') };
}

export async function stopBareAndFull(servers: Partial<BareAndFull>): Promise<void> {
  await Promise.all([servers.full?.server.close(), servers.bare?.close()]);
}
