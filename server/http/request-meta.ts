/**
 * What a request carries beside its input: its session token, its declared path as the router reads it, the reason
 * the screen asked for, and whether it may run while the session is locked (http/api.ts reads them).
 */
import type { Context } from 'hono';
import type { Call } from '../../contract/calls';
import { session } from '../../contract/session';
import type { Input } from '../lib/input';

/** A declared call's path as the router reads it: the console fills `{id}`, Hono matches `:id`. */
export const routePath = (to: Call): string => to.path.replace(/\{(\w+)\}/g, ':$1');

/** Where screens ask for a reason when none is declared: remarks and review notes. */
export const REASON_FIELDS = ['reason', 'remark', 'auditRemark', 'reviewRemark', 'rejectReason'] as const;

/** While a session is locked only these work (sign-out, /xboot/logout, is public); everything else answers LOCKED_CODE. */
export const WORKS_WHILE_LOCKED = new Set([session.unlock.path, session.lock.path]);
/** 423 Locked: not 401, so a locked tab is not signed out; the console shows its lock screen. */
export const LOCKED_CODE = 423;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The reason the screen asked for: the first of `fields` (default REASON_FIELDS) sent as text. */
export const reasonOf = (input: Input, fields: readonly string[] = REASON_FIELDS): string | undefined =>
  fields.map((field) => input[field]).find(isText);

/**
 * The session token: the `accessToken` header only. X-Boot also reads a request parameter of that name; a token in a
 * URL would end up in access logs, proxies and the browser's history, and the console never sends one there.
 */
export function tokenOf(c: Context): string | undefined {
  return c.req.header('accessToken') || undefined;
}
