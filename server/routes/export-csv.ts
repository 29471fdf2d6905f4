/**
 * The server-side CSV export (docs/decisions/lists.md "Export"): `POST /export/csv` (JSON)
 * `{path, params, columns: [{key, title, format, labels?}], fileName}` writes every row of the declared list `path`
 * that `params` (its filters and sort, as the console's list call sends them) match, as `text/csv; charset=utf-8`,
 * streamed: the list is read in batches through its own handler and each batch written as it is read, never the
 * whole file first. `X-Total-Count` gives the row total up front. The cells are written by the console's encoder
 * (contract/csv-encoding.ts: BOM, header of the titles, CRLF, quoting, formula guard, '--', money plain 2 decimals),
 * so the file is the bytes the console writes from the same rows.
 *
 * Members' personal data is masked as in the list unless the user holds `sensitive`; an export of it whole writes an
 * audit record (lib/personal-access.ts) with its fields and row count. Refusals (envelopes, before any byte of the file): no session 401; a user whose menu lacks the list's page, or its
 * permType, or `output` on it, 403; a path that is no declared list, or a malformed body, code 400; more rows than
 * EXPORT_CAP, a refusal naming the total and the cap.
 */
import type { KeysOf } from '../../contract/calls';
import { extras } from '../../contract/console/extras';
import { CSV_FORMATS, EXPORT_CAP, csvHeader, csvRow, type CsvColumnSpec } from '../../contract/csv-encoding';
import { readOnly } from '../db/scope';
import type { Api, RouteContext } from '../http/api';
import { ApiError } from '../lib/api-error';
import { logError } from '../lib/log-error';
import type { Input } from '../lib/input';
import { decodeIdInput, encodeIds } from '../http/xboot-ids';
import type { CacheStore } from '../lib/cache';
import { recordOutsideRoute } from '../lib/personal-access';
import { personalFor, personalKindOf, seesPersonal } from '../lib/personal-walk';
import type { RouteDecl, Row, ScreenDecl } from '../kit/types';
import { fill, M } from '../i18n/messages';

/** Rows read per batch (the lists' page size limit). */
export const EXPORT_BATCH = 1000;
const MAX_COLUMNS = 100;
const MAX_TEXT = 200;
const MAX_LABELS = 1000;

export const EXPORT_MESSAGES = {
  unknownList: M.unknownList,
  overCap: (total: number) => fill(M.exportRowsOverLimit, { count: total, cap: EXPORT_CAP }),
  badParams: M.badExportParameterParams,
  badColumns: M.badExportParameterColumns,
  badFileName: M.badExportParameterFilename,
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max = MAX_TEXT): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

function columnOf(value: unknown): CsvColumnSpec {
  const fail = (): never => {
    throw new ApiError(EXPORT_MESSAGES.badColumns, 400);
  };
  if (!isRecord(value) || !isText(value.key) || typeof value.title !== 'string' || value.title.length > MAX_TEXT)
    return fail();
  const format = CSV_FORMATS.find((name) => name === value.format) ?? fail();
  if (value.labels === undefined) return { key: value.key, title: value.title, format };
  const labels = isRecord(value.labels) ? Object.entries(value.labels) : fail();
  if (labels.length > MAX_LABELS || labels.some(([, label]) => typeof label !== 'string')) fail();
  return { key: value.key, title: value.title, format, labels: Object.fromEntries(labels) as Record<string, string> };
}

/** The keys the export call declares. */
type ExportKeys = KeysOf<typeof extras.exportCsv>;

/** The body read and checked: the list route, its parameters, the columns and the file's name. */
function requestOf(input: Input<ExportKeys>, lists: ReadonlyMap<string, RouteDecl>) {
  const route = typeof input.path === 'string' ? lists.get(input.path) : undefined;
  if (!route) throw new ApiError(EXPORT_MESSAGES.unknownList, 400);
  const params = input.params ?? {};
  if (!isRecord(params)) throw new ApiError(EXPORT_MESSAGES.badParams, 400);
  const columns = Array.isArray(input.columns) ? input.columns : [];
  if (columns.length === 0 || columns.length > MAX_COLUMNS) throw new ApiError(EXPORT_MESSAGES.badColumns, 400);
  if (!isText(input.fileName)) throw new ApiError(EXPORT_MESSAGES.badFileName, 400);
  return { route, params, columns: columns.map(columnOf), fileName: input.fileName };
}

const isSystem = (path: string): boolean => path.startsWith('/xboot/');

/**
 * The parameters as the list's own call would read them: a query string or form (a GET, a form POST, every system
 * call) has text values only — arrays comma-joined, nested objects and nulls left out, as the console's client sends
 * them; a system call's ids are read back to row keys. A JSON list keeps the body as sent.
 */
function inputOf(route: RouteDecl, params: Record<string, unknown>): Input {
  const system = isSystem(route.path);
  if (!system && route.method === 'post' && route.style !== 'F') return { ...params };
  const flat: Input = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      if (!value.some((item) => item !== null && typeof item === 'object')) flat[key] = value.join(',');
    } else if (typeof value !== 'object') flat[key] = String(value);
  }
  return system ? decodeIdInput(flat) : flat;
}

interface Batch {
  rows: Row[];
  total: number;
  /** The list is not paged: this answer is all of it. */
  whole: boolean;
}

/** A list's answer as rows and total, in every shape the kit answers (a page, `pageInfoVO`, a plain array). */
function batchOf(result: unknown): Batch {
  if (Array.isArray(result)) return { rows: result as Row[], total: result.length, whole: true };
  const page = isRecord(result) && isRecord(result.pageInfoVO) ? result.pageInfoVO : result;
  // A custom GET that answers no list is not one to export.
  if (!isRecord(page) || !Array.isArray(page.records)) throw new ApiError(EXPORT_MESSAGES.unknownList, 400);
  return { rows: page.records as Row[], total: Number(page.total ?? page.records.length), whole: false };
}

/** `attachment` with the name in UTF-8 (RFC 5987) and an ASCII fallback. */
function disposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Told when a file has been written whole (the inbox's "export finished", lib/inbox/exports.ts). */
export type ExportFinished = (file: { userId: number; page: string; fileName: string; rows: number }) => Promise<void>;

export function registerExportRoute(
  api: Api,
  screens: readonly ScreenDecl[],
  cache: CacheStore,
  finished?: ExportFinished,
): void {
  // The declared lists by path (a path is declared once); a custom GET may answer a page too and is read the same way.
  const lists = new Map<string, RouteDecl>();
  for (const route of screens.flatMap((screen) => screen.routes))
    if (route.kind === 'list' || (route.kind === 'custom' && route.method === 'get' && !route.writes))
      if (!lists.has(route.path)) lists.set(route.path, route);

  const consoleOnly = 'server-side CSV export of a whole list (the spec exports the page shown)';
  api.post(extras.exportCsv, { writes: false, consoleOnly }, async (ctx: RouteContext<ExportKeys>) => {
    const { route, params, columns, fileName } = requestOf(ctx.input, lists);
    // The list call's own check, and the export's permType on that page (the console shows the button only with it).
    ctx.require(route.page, route.perm === 'add|edit' ? undefined : route.perm);
    ctx.require(route.page, 'output');
    const base = inputOf(route, params);
    const name = `EXPORT ${route.method.toUpperCase()} /admin-api${route.path}`;
    // Personal data as the user sees it in the list: masked without `sensitive` (lib/personal-walk.ts).
    const visible = (result: unknown): unknown => personalFor(ctx.user.pages, result, route.personal);
    const batch = async (page: number): Promise<Batch> => {
      const input = { ...base, page, pageNumber: page, pageSize: EXPORT_BATCH };
      const result = await readOnly(name, () => route.handler({ ...ctx, input, db: api.db, cache }));
      return batchOf(visible(isSystem(route.path) ? encodeIds(result) : result));
    };
    const first = await batch(1);
    if (first.total > EXPORT_CAP) throw new ApiError(EXPORT_MESSAGES.overCap(first.total));
    await recordUnmaskedExport(api, ctx, route, columns, Math.min(first.total, EXPORT_CAP));
    // The inbox's link back: the list's page (of several, the first of the user's menu).
    const page = [route.page].flat().find((key) => ctx.user.pages.has(key)) ?? '';
    const done = (rows: number) => finished?.({ userId: ctx.user.id, page, fileName, rows });
    return csvResponse({ columns, fileName, first, next: batch, done });
  });
}

/** An export of personal data whole (its user holds `sensitive`) leaves an audit record with its row count. */
async function recordUnmaskedExport(
  api: Api,
  ctx: RouteContext,
  route: RouteDecl,
  columns: readonly CsvColumnSpec[],
  rows: number,
): Promise<void> {
  const fields = columns.map((column) => column.key).filter((key) => personalKindOf(key, route.personal));
  if (!fields.length || !seesPersonal(ctx.user.pages)) return;
  const staff = { id: ctx.user.id, username: ctx.user.username };
  await recordOutsideRoute(api.db, ctx.c, { kind: 'export', staff, path: route.path, fields, rowCount: rows });
}

interface Streamed {
  columns: readonly CsvColumnSpec[];
  fileName: string;
  first: Batch;
  next: (page: number) => Promise<Batch>;
  /** Once every row is written: how many (a failure here is reported, the file is not affected). */
  done?: (rows: number) => Promise<void> | undefined;
}

/**
 * The file as a stream pulled by the client: the header and the first batch, then one batch per pull until the
 * total is written, a batch comes back short, or EXPORT_CAP is reached (rows removed or added meanwhile move the
 * pages, as for the console's own page-by-page reading). A failure after the first byte ends the stream in error.
 */
function csvResponse(file: Streamed): Response {
  const encoder = new TextEncoder();
  const total = file.first.total;
  const limit = Math.min(total, EXPORT_CAP);
  let written = 0;
  let page = 1;
  let rows: Row[] | null = file.first.rows;
  const lines = (batch: Row[]): string => {
    const take = batch.slice(0, limit - written);
    written += take.length;
    return take.map((row) => csvRow(file.columns, row)).join('');
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvHeader(file.columns)));
    },
    async pull(controller) {
      try {
        if (rows === null) {
          page += 1;
          rows = (await file.next(page)).rows;
        }
        const batch = rows;
        rows = null;
        if (batch.length > 0) controller.enqueue(encoder.encode(lines(batch)));
        if (file.first.whole || batch.length < EXPORT_BATCH || written >= limit) {
          controller.close();
          void file.done?.(written)?.catch((error: unknown) => logError('export finished', error));
        }
      } catch (error) {
        controller.error(error);
      }
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': disposition(file.fileName),
      'X-Total-Count': String(total),
    },
  });
}
