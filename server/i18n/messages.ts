import type { Catalogue, Named } from './catalogue';
import { HTTP } from './messages/http';
import { FIELDS } from './messages/fields';
import { SESSION } from './messages/session';
import { UPLOADS } from './messages/uploads';
import { MEMBERS_MONEY } from './messages/members-money';
import { GOODS } from './messages/goods';
import { INVEST } from './messages/invest';
import { SHOPS } from './messages/shops';
import { CONFIG } from './messages/config';
import { TEAM } from './messages/team';
import { LISTS_LIVE } from './messages/lists-live';
import { SYSTEM } from './messages/system';
import { TWO_FACTOR } from './messages/two-factor';
import { REVIEW } from './messages/review';
import { PERSONAL } from './messages/personal';

export { fill } from './catalogue';

/**
 * The server's messages (the envelope's `message`, and the field labels a message names), by name, one area's file
 * each in ./messages/. Code names a message (`throw new ApiError(M.insufficientBalance)`, `fill(M.required, { label })`)
 * and never writes its text; zh-CN, the spec's text, is what goes out, and `translate` (./translate.ts) answers the
 * English when the request asks for it. A template's parts are looked up again when they are catalogued texts (a field
 * label, a status). Add a message to its area's file, under a name that says what it means;
 * server/tests/message-catalogue.test.ts fails on a message written in the code instead of named, on a name or text in
 * two areas, and on an English text that drops a template's part.
 */
export const CATALOGUE_BY_AREA = {
  HTTP,
  FIELDS,
  SESSION,
  UPLOADS,
  MEMBERS_MONEY,
  GOODS,
  INVEST,
  SHOPS,
  CONFIG,
  TEAM,
  LISTS_LIVE,
  SYSTEM,
  TWO_FACTOR,
  REVIEW,
  PERSONAL,
} as const satisfies Record<string, Catalogue>;

type Areas = typeof CATALOGUE_BY_AREA;
type AllNamed = { [A in keyof Areas]: (whole: Named<Areas[A]>) => void }[keyof Areas] extends (whole: infer I) => void
  ? I
  : never;

const entries = Object.values(CATALOGUE_BY_AREA).flatMap((area: Catalogue) => Object.entries(area));

/** Every message's zh-CN text by its name. */
export const M = Object.fromEntries(entries.map(([name, [zh]]) => [name, zh])) as unknown as AllNamed;

/** The English of every message, by its zh-CN text (the text the code sends and `translate` looks up). */
export const EN_US: Readonly<Record<string, string>> = Object.fromEntries(entries.map(([, [zh, en]]) => [zh, en]));
