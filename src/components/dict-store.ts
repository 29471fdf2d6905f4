/**
 * The server's dictionary answers, by console dictionary id, for `useDict` and `dictLabel`. Kept apart from the
 * definitions so the start-up wiring (`setDictSource`) does not carry them (a reader passes the definition in). An answer is kept for the session; a failed
 * one is forgotten (the next reader asks again) and never reaches the user.
 */
import type { DictDefinition, DictId } from "@contract/dicts";
import type { ServerDictOption } from "@contract/dicts/merge";

/** Fetches a server dictionary by its type name; null when the server has none. Set by the app (the http client). */
export type DictSource = (serverType: string) => Promise<readonly ServerDictOption[] | null>;

/** The server's options for a dictionary, or null: none, failed, or console-only. */
export type DictAnswer = readonly ServerDictOption[] | null;

let source: DictSource | null = null;
const answers = new Map<DictId, DictAnswer>();
const pending = new Map<DictId, Promise<DictAnswer>>();

/** Where server dictionaries come from; without one every dictionary is console-only. Clears what was loaded. */
export function setDictSource(next: DictSource | null): void {
  source = next;
  clearDictCache();
}

/** Forgets every server answer (tests, and a new source). */
export function clearDictCache(): void {
  answers.clear();
  pending.clear();
}

/** The answer kept for the session, or undefined while none is (not asked yet, under way, or failed). */
export function keptAnswer(id: DictId): DictAnswer | undefined {
  return answers.get(id);
}

/** Asks the server for a dictionary once per session (console-only ones never). Never rejects. */
export function loadDict(definition: DictDefinition<DictId>): Promise<DictAnswer> {
  const { id, serverType: type } = definition;
  const kept = answers.get(id);
  if (kept !== undefined) return Promise.resolve(kept);
  if (!source || type === null) {
    answers.set(id, null);
    return Promise.resolve(null);
  }
  let request = pending.get(id);
  if (!request) {
    request = source(type).then(
      (options) => {
        if (options) answers.set(id, options);
        return options;
      },
      () => null,
    );
    void request.finally(() => pending.delete(id));
    pending.set(id, request);
  }
  return request;
}
