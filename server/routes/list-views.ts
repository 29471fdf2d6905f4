/**
 * Saved list views: a staff user's named sets of filters, visible columns (order, pins), sort and page size for one
 * list, kept on the server so they follow the user to another machine. Not in the spec (the console hides its views
 * when a back end answers 404 for them). A list is named by its page key (the menu `component`); only a page of the
 * caller's menu is accepted. A view is its owner's; a user holding the administrator role (`ROLE_ADMIN`) may share a
 * view, which then shows, read-only, to every staff user of that list, and only administrators change it. Each user
 * keeps one default view per list (their own or a shared one), applied when the list opens.
 *
 * - `GET /listView/list?resource=` → `[{id, name, state, shared, mine, isDefault, owner}]`: own views, then the
 *   others' shared ones, by name.
 * - `POST /listView/save` {id?, resource, name, state, shared?} → id: adds (no id) or replaces (id) a view.
 * - `POST /listView/delete` {id}; `POST /listView/setDefault` {resource, id?} (no id: no default).
 */
import type { KeysOf } from '../../contract/calls';
import { extras } from '../../contract/console/extras';
import type { Api, RouteContext } from '../http/api';
import { ApiError } from '../lib/api-error';
import { MESSAGES } from '../http/envelope';
import { optFlag, optInt, optString, type Input } from '../lib/input';
import type { Queryable } from '../db/types';
import { fill, M } from '../i18n/messages';

/** The role that may share views (the seeded super-administrator's; see docs/decisions/lists.md). */
export const VIEW_SHARER_ROLE = 'ROLE_ADMIN';
export const VIEW_NAME_MAX = 30;
/** The stored state's size as JSON text: a list's filters and columns take well under 2 KB. */
export const VIEW_STATE_MAX_CHARS = 8192;

export const LIST_VIEW_MESSAGES = {
  unknownList: M.unknownList,
  nameRequired: fill(M.required, { label: M.viewName }),
  nameTooLong: fill(M.cannotLongerThanCharacters, { label: M.viewName, max: VIEW_NAME_MAX }),
  stateInvalid: M.viewNotInRight,
  stateTooLarge: M.viewTooLarge,
  notFound: M.viewNotFound,
} as const;

interface ViewRow {
  id: number;
  ownerId: number;
  resource: string;
  name: string;
  state: unknown;
  shared: boolean;
  owner: string;
}

const SELECT = `SELECT v.id, v.owner_id AS "ownerId", v.resource, v.name, v.state, v.shared, s.username AS owner
  FROM list_view v JOIN staff_user s ON s.id = v.owner_id`;

/** The keys every call naming a list declares (list, save, set default): its `resource`. */
type ResourceKeys = KeysOf<typeof extras.listViews> &
  KeysOf<typeof extras.saveListView> &
  KeysOf<typeof extras.setDefaultListView>;

/** A page of the caller's menu: anything else is refused, a list the user cannot open included. */
function resourceOf(input: Input<ResourceKeys>, ctx: RouteContext): string {
  const resource = optString(input, 'resource')?.trim() ?? '';
  if (!ctx.user.pages.has(resource)) throw new ApiError(LIST_VIEW_MESSAGES.unknownList);
  return resource;
}

async function isSharer(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM user_role ur JOIN role r ON r.id = ur.role_id WHERE ur.user_id = $1 AND r.name = $2',
    [userId, VIEW_SHARER_ROLE],
  );
  return rows.length > 0;
}

function nameOf(input: Input<KeysOf<typeof extras.saveListView>>): string {
  const name = optString(input, 'name')?.trim() ?? '';
  if (name === '') throw new ApiError(LIST_VIEW_MESSAGES.nameRequired);
  if ([...name].length > VIEW_NAME_MAX) throw new ApiError(LIST_VIEW_MESSAGES.nameTooLong);
  return name;
}

/** The state: a JSON object (or its text), bounded in size. Its content is the console's; the server keeps it. */
function stateOf(input: Input<KeysOf<typeof extras.saveListView>>): string {
  let value: unknown = input.state;
  if (typeof value === 'string') {
    if (value.length > VIEW_STATE_MAX_CHARS) throw new ApiError(LIST_VIEW_MESSAGES.stateTooLarge);
    try {
      value = JSON.parse(value);
    } catch {
      throw new ApiError(LIST_VIEW_MESSAGES.stateInvalid);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ApiError(LIST_VIEW_MESSAGES.stateInvalid);
  const text = JSON.stringify(value);
  if (text.length > VIEW_STATE_MAX_CHARS) throw new ApiError(LIST_VIEW_MESSAGES.stateTooLarge);
  return text;
}

/** A view the caller may see: their own or a shared one. */
async function visibleView(db: Queryable, id: number, userId: number): Promise<ViewRow> {
  const [row] = await db.query<ViewRow>(`${SELECT} WHERE v.id = $1 AND (v.owner_id = $2 OR v.shared)`, [id, userId]);
  if (!row) throw new ApiError(LIST_VIEW_MESSAGES.notFound);
  return row;
}

/** A view the caller may change: their own; a shared one only for an administrator. */
async function changeableView(db: Queryable, id: number, userId: number): Promise<ViewRow> {
  const row = await visibleView(db, id, userId);
  if (row.ownerId !== userId && !(row.shared && (await isSharer(db, userId))))
    throw new ApiError(MESSAGES.forbidden, 403);
  return row;
}

/** Saved list views are the console's own: the bare profile has none (http/profile.ts). */
const EXTRA = { consoleOnly: 'saved list views' } as const;

export function registerListViewRoutes(api: Api): void {
  const db = api.db;

  api.get(extras.listViews, EXTRA, async (ctx) => {
    const resource = resourceOf(ctx.input, ctx);
    const rows = await db.query<ViewRow & { isDefault: boolean }>(
      `SELECT v.id, v.owner_id AS "ownerId", v.resource, v.name, v.state, v.shared, s.username AS owner,
              d.view_id IS NOT NULL AS "isDefault"
       FROM list_view v JOIN staff_user s ON s.id = v.owner_id
       LEFT JOIN list_view_default d ON d.user_id = $2 AND d.resource = v.resource AND d.view_id = v.id
       WHERE v.resource = $1 AND (v.owner_id = $2 OR v.shared)
       ORDER BY (v.owner_id = $2) DESC, v.name, v.id`,
      [resource, ctx.user.id],
    );
    return rows.map(({ ownerId, ...row }) => ({ ...row, mine: ownerId === ctx.user.id }));
  });

  api.post(extras.saveListView, EXTRA, async (ctx) => {
    const { input, user } = ctx;
    const resource = resourceOf(input, ctx);
    const name = nameOf(input);
    const state = stateOf(input);
    const shared = optFlag(input, 'shared') === true;
    if (shared && !(await isSharer(db, user.id))) throw new ApiError(MESSAGES.forbidden, 403);
    const id = optInt(input, 'id', 1);
    if (id === undefined) {
      const [row] = await db.query<{ id: number }>(
        'INSERT INTO list_view (owner_id, resource, name, state, shared) VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING id',
        [user.id, resource, name, state, shared],
      );
      return row?.id;
    }
    const view = await changeableView(db, id, user.id);
    if (view.resource !== resource) throw new ApiError(LIST_VIEW_MESSAGES.notFound);
    await db.query('UPDATE list_view SET name = $2, state = $3::jsonb, shared = $4 WHERE id = $1', [
      id,
      name,
      state,
      shared,
    ]);
    // A view no longer shared is no one else's default any more.
    if (!shared)
      await db.query('DELETE FROM list_view_default WHERE view_id = $1 AND user_id <> $2', [id, view.ownerId]);
    return id;
  });

  api.post(extras.deleteListView, EXTRA, async (ctx) => {
    const id = optInt(ctx.input, 'id', 1);
    if (id === undefined) throw new ApiError(LIST_VIEW_MESSAGES.notFound);
    await changeableView(db, id, ctx.user.id);
    await db.query('DELETE FROM list_view WHERE id = $1', [id]);
    return null;
  });

  api.post(extras.setDefaultListView, EXTRA, async (ctx) => {
    const { input, user } = ctx;
    const resource = resourceOf(input, ctx);
    const id = optInt(input, 'id', 1);
    if (id === undefined) {
      await db.query('DELETE FROM list_view_default WHERE user_id = $1 AND resource = $2', [user.id, resource]);
      return null;
    }
    const view = await visibleView(db, id, user.id);
    if (view.resource !== resource) throw new ApiError(LIST_VIEW_MESSAGES.notFound);
    await db.query(
      `INSERT INTO list_view_default (user_id, resource, view_id) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, resource) DO UPDATE SET view_id = EXCLUDED.view_id`,
      [user.id, resource, id],
    );
    return null;
  });
}
