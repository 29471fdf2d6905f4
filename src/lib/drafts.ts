/**
 * What a user typed in an open form survives the end of the session (a 401, or the server's lock): when the
 * session ends, each open form hands over what was typed; it is kept in this tab's sessionStorage, for the same
 * user only and for 30 minutes; back on the same page after logging in (or unlocking), the form opens again with it
 * and says so. Only plain values are kept (text, numbers, switches, lists of them): a date or a file object is not
 * restored half-right, it is left for the user to pick again.
 */
export type DraftValues = Record<string, unknown>;

export interface Draft {
  /** The route, the screen's namespace, the form's mode and the row's id: one form of one page. */
  key: string;
  values: DraftValues;
  /** The row an edit form was opened on (a plain record from the list). */
  row?: unknown;
}

interface Stored extends Draft {
  user: string;
  at: number;
}

const PREFIX = "formDraft:";
export const DRAFT_MAX_AGE_MS = 30 * 60_000;

type Collector = () => Draft | null;
const collectors = new Set<Collector>();

/** An open form registers what it would hand over (null: nothing typed); the returned function unregisters it. */
export function registerDraft(collect: Collector): () => void {
  collectors.add(collect);
  return () => void collectors.delete(collect);
}

const isPlain = (value: unknown): boolean => value === null || ["string", "number", "boolean"].includes(typeof value);

/** The values worth keeping: plain ones and lists of plain ones; blanks and objects are left out. */
export function plainValues(values: DraftValues): DraftValues {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, value]) =>
        value !== null && value !== "" && (isPlain(value) || (Array.isArray(value) && value.every(isPlain))),
    ),
  );
}

/** The session is ending: every open form's typed values are kept for this user. */
export function saveDrafts(user: string | null | undefined, now: number = Date.now()): void {
  if (!user) return;
  for (const collect of collectors) {
    const draft = collect();
    if (!draft) continue;
    const values = plainValues(draft.values);
    if (Object.keys(values).length === 0) continue;
    const stored: Stored = { ...draft, values, user, at: now };
    try {
      sessionStorage.setItem(PREFIX + draft.key, JSON.stringify(stored));
    } catch {
      // Storage full or refused: the draft is lost, as it would have been without this.
    }
  }
}

function read(storageKey: string, user: string | null | undefined, now: number): Stored | null {
  const raw = sessionStorage.getItem(storageKey);
  if (raw == null) return null;
  try {
    const stored = JSON.parse(raw) as Stored;
    if (stored.user === user && now - stored.at <= DRAFT_MAX_AGE_MS && stored.values && typeof stored.key === "string")
      return stored;
  } catch {
    // Unreadable: dropped below.
  }
  sessionStorage.removeItem(storageKey);
  return null;
}

/**
 * The first kept draft whose key starts with `prefix` (a page's forms), for this user; it stays kept. A draft of
 * another user (someone else logged in in this tab) or older than 30 minutes is dropped.
 */
export function findDraft(prefix: string, user: string | null | undefined, now: number = Date.now()): Draft | null {
  for (let i = 0; i < sessionStorage.length; i += 1) {
    const storageKey = sessionStorage.key(i);
    if (!storageKey?.startsWith(PREFIX + prefix)) continue;
    const stored = read(storageKey, user, now);
    if (stored) return { key: stored.key, values: stored.values, row: stored.row };
  }
  return null;
}

/** The kept draft of one form, for this user, removed as it is taken. */
export function takeDraft(key: string, user: string | null | undefined, now: number = Date.now()): DraftValues | null {
  const stored = read(PREFIX + key, user, now);
  sessionStorage.removeItem(PREFIX + key);
  return stored?.values ?? null;
}

/** The draft key of a form: the page's route (without its query), the screen, the mode and the row's id. */
export function draftKey(route: string, namespace: string, mode: string, rowId?: unknown): string {
  return `${route.split("?")[0]}|${namespace}|${mode}|${rowId === undefined || rowId === null ? "" : String(rowId)}`;
}
