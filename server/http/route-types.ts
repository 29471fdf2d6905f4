/** What a route of the Api (api.ts) is given and declares: its context and its options. */
import type { Context } from 'hono';
import type { PersonalOverrides } from '../lib/personal-walk';
import type { Input } from '../lib/input';
import type { Profile, ProfileOptions } from './profile';
import type { PermType, SessionUser } from '../lib/session';

/** `K`: the request keys the route's call declares (contract/calls.ts `KeysOf`); its input has only those. */
export interface PublicContext<K extends string = string> {
  input: Input<K>;
  c: Context;
  token: string | undefined;
  /** The profile the server runs (http/profile.ts). */
  profile: Profile;
}

export interface RouteContext<K extends string = string> extends PublicContext<K> {
  user: SessionUser;
  /** Throws 403 unless the user's menu has `page` (and `perm` on it, when given). */
  require(page: string | readonly string[], perm?: PermType): void;
}

export interface RouteOptions extends ProfileOptions {
  /** The page (component key) this endpoint belongs to; several keys mean "any of them". */
  page?: string | readonly string[];
  /** The permType needed on that page; none = the page being in the menu is enough. */
  perm?: PermType;
  /**
   * Whether the route changes data (default: a POST does, a GET does not). A writing route runs in one transaction
   * named after its caller for the audit trail (db/audit.ts) and is written to the operation log, whatever its
   * method; HEAD is refused on it. A route declaring no writes that writes fails (db/scope.ts).
   */
  writes?: boolean;
  /** The input fields holding the reason the screen asks for, recorded with the audit records (first present wins). */
  reason?: readonly string[];
  /** Keys of the answer read otherwise than lib/personal-walk.ts's PERSONAL_KEYS say (null: not personal data here). */
  personal?: PersonalOverrides;
  /** Runs after a writing route's transaction has ended, committed or not (a cache forgetting what it changed). */
  afterWrite?: () => Promise<void>;
}
