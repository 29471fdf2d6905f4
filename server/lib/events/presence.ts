/**
 * Presence (docs/live-updates.md): which consoles have a review dialog open on which row. A console holds a row while
 * its dialog is open, renewing the hold; a hold it stops renewing lapses by itself (a closed tab, a crashed browser).
 * Every instance keeps, in memory, the holds it heard of on the bus (its own consoles' and the others'), each lapsing
 * HOLD_TTL_MS after it was last heard of; nothing is written to the database. Not a lock: it only tells the others.
 */
import type { Audience, PresenceMessage, RowHolder } from './types';

/** A hold lapses this long after its last renewal (the console renews every third of it). */
export const HOLD_TTL_MS = 30_000;

/** One console's hold on a row, as this instance heard of it. */
export interface Hold extends RowHolder {
  /** The server clock's milliseconds at which it lapses unless renewed. */
  expiresAt: number;
}

/** A row and its holders now (none: the last one let go or lapsed). */
export interface HeldRow {
  entity: string;
  id: string;
  holders: Hold[];
}

const rowKey = (entity: string, id: string): string => `${entity}\u0000${id}`;

export class PresenceBoard {
  /** row → origin → hold. */
  private readonly rows = new Map<string, Map<string, Hold>>();

  /** Applies a hold, a renewal or a release heard at `now`; the row when its holders changed (a renewal: undefined). */
  apply(message: PresenceMessage, now: number): HeldRow | undefined {
    const key = rowKey(message.entity, message.id);
    const holds = this.rows.get(key) ?? new Map<string, Hold>();
    const known = holds.has(message.origin);
    if (message.ttlMs <= 0) {
      if (!known) return undefined;
      holds.delete(message.origin);
    } else {
      const { entity, id, origin, session, user, name } = message;
      holds.set(origin, { entity, id, origin, session, user, name, expiresAt: now + message.ttlMs });
      if (known) return undefined;
    }
    if (holds.size) this.rows.set(key, holds);
    else this.rows.delete(key);
    return { entity: message.entity, id: message.id, holders: [...holds.values()] };
  }

  /** Drops the holds lapsed at `now`; the rows whose holders changed. */
  expire(now: number): HeldRow[] {
    const changed: HeldRow[] = [];
    for (const [key, holds] of this.rows) {
      let dropped = false;
      for (const [origin, hold] of holds)
        if (hold.expiresAt <= now) {
          holds.delete(origin);
          dropped = true;
        }
      if (!holds.size) this.rows.delete(key);
      if (dropped) {
        const [entity = '', id = ''] = key.split('\u0000');
        changed.push({ entity, id, holders: [...holds.values()] });
      }
    }
    return changed;
  }

  /** Every row held at `now`. */
  held(now: number): HeldRow[] {
    return [...this.rows.values()].flatMap((holds) => {
      const live = [...holds.values()].filter((hold) => hold.expiresAt > now);
      const [first] = live;
      return first ? [{ entity: first.entity, id: first.id, holders: live }] : [];
    });
  }
}

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
