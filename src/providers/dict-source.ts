/**
 * Server dictionaries for `useDict` (`setDictSource(loadServerDict)` at start-up): `GET
 * /xboot/dictData/getByType/{type}`, quietly — a back end without the type (or a failed call) leaves the console's
 * own dictionary in place and shows nothing.
 */
import { session } from "@contract/session";
import { fillPath } from "./endpoint";
import type { ServerDictOption } from "@contract/dicts/merge";
import { http } from "./http-instance";

export function loadServerDict(type: string): Promise<ServerDictOption[] | null> {
  return http
    .get<ServerDictOption[] | null>(fillPath(session.dictByType.path, { type }), undefined, { quiet: true })
    .then(
      (envelope) => (Array.isArray(envelope.result) ? envelope.result : null),
      () => null,
    );
}
