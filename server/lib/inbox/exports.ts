/**
 * "Your export is ready": the CSV export (routes/export-csv.ts) streams its file straight to the browser, which saves
 * it; the server keeps no copy. Once the stream has written every row (not when the browser broke it off), its user
 * is told the file's name and row count, with a link back to the list it came from (to export again: there is no file
 * on the server to download twice).
 */
import { outsideReadOnly } from '../../db/scope';
import type { Queryable } from '../../db/types';
import type { LiveFeed } from '../events/feed';
import { consoleLink } from './links';
import { writeMessage } from './store';

/** The origin of the inbox's own transactions: no console's, and they publish no row change (lib/events/origin.ts). */
export const INBOX_ORIGIN = 'inbox';

/** A file the export has written whole. */
export interface ExportedFile {
  userId: number;
  /** The list's page key (menu component). */
  page: string;
  fileName: string;
  rows: number;
}

export async function exportFinished(db: Queryable, file: ExportedFile): Promise<void> {
  await writeMessage(db, {
    userId: file.userId,
    kind: 'exportFinished',
    params: { fileName: file.fileName, rows: file.rows, page: file.page },
    link: consoleLink(file.page),
  });
}

/**
 * The export route's hook: the message is written in a transaction of the live feed's (so the user's consoles hear
 * it) of its own, outside the read-only export call it follows.
 */
export function exportFinishedHook(feed: Pick<LiveFeed, 'transaction'>): (file: ExportedFile) => Promise<void> {
  return (file) => outsideReadOnly(() => feed.transaction(INBOX_ORIGIN, (tx) => exportFinished(tx, file)));
}
