import { EN_US_HTTP } from './messages/http';
import { EN_US_FIELDS } from './messages/fields';
import { EN_US_SESSION } from './messages/session';
import { EN_US_UPLOADS } from './messages/uploads';
import { EN_US_MEMBERS_MONEY } from './messages/members-money';
import { EN_US_GOODS } from './messages/goods';
import { EN_US_INVEST } from './messages/invest';
import { EN_US_SHOPS } from './messages/shops';
import { EN_US_CONFIG } from './messages/config';
import { EN_US_TEAM } from './messages/team';
import { EN_US_LISTS_LIVE } from './messages/lists-live';
import { EN_US_SYSTEM } from './messages/system';
import { EN_US_TWO_FACTOR } from './messages/two-factor';
import { EN_US_REVIEW } from './messages/review';
import { EN_US_PERSONAL } from './messages/personal';

/**
 * The English of every message the server sends (the envelope's `message`): zh-CN, the spec's text, is the key and is
 * what the code throws; `translate` (./translate.ts) answers the English when the request asks for it. A key with
 * `{name}` parts is a template: `{label}不能为空` matches "昵称不能为空", and each part is looked up here again (a field
 * label, a status) before it fills the English. Add a message's English to its area's file in ./messages/ when you
 * add the message; server/tests/message-catalogue.test.ts finds every message in the sources and fails on one missing
 * here, or on one written in two areas' files.
 */
export const EN_US_BY_AREA: readonly Readonly<Record<string, string>>[] = [
  EN_US_HTTP,
  EN_US_FIELDS,
  EN_US_SESSION,
  EN_US_UPLOADS,
  EN_US_MEMBERS_MONEY,
  EN_US_GOODS,
  EN_US_INVEST,
  EN_US_SHOPS,
  EN_US_CONFIG,
  EN_US_TEAM,
  EN_US_LISTS_LIVE,
  EN_US_SYSTEM,
  EN_US_TWO_FACTOR,
  EN_US_REVIEW,
  EN_US_PERSONAL,
];

export const EN_US: Readonly<Record<string, string>> = Object.assign({}, ...EN_US_BY_AREA);
