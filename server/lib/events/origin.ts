import type { Context } from 'hono';
import { tokenHash } from '../session';

/** The header a console sends with each call and with its event stream: its tab's random id (no secret). */
export const CONSOLE_TAB_HEADER = 'X-Console-Tab';

/**
 * Who made a write, or who listens: the session (its token's SHA-256) and the console tab. A console is told which
 * writes were its own; two tabs of one session are two consoles, each told of the other's writes.
 */
export function writeOrigin(token: string, c: Context): string {
  return `${tokenHash(token)}:${(c.req.header(CONSOLE_TAB_HEADER) ?? '').slice(0, 64)}`;
}

/** The origin of the scheduler's writes: no console's (a console's is `<token hash>:<tab>`), so none is told "own". */
export const JOB_ORIGIN = 'scheduler';
