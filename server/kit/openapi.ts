/**
 * The API as an OpenAPI 3.1 document, generated from the same declarations as server/CONTRACT.md: every screen's
 * routes (their request style, list filters with their types, paging and sorting, result shape, permission) and every
 * other declared route (session, menu, statistics, the console's own calls), each answer in the envelope. Written by
 * `npm run contract` (server/openapi.json) and served to signed-in staff at /admin-api/docs (routes/api-docs.ts).
 */
import type { DeclaredRoute } from '../http/profile';
import { SEEDED_DICTS } from '../lib/seeded-dicts';
import type { Catalogue } from '../i18n/catalogue';
import { CATALOGUE_BY_AREA } from '../i18n/messages';
import type { KeyType, KeyTypes } from '../../contract/calls';
import type { Filter } from './filters';
import type { ListSpec, RouteDecl, ScreenDecl, Style } from './types';

type Schema = Record<string, unknown>;
export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, unknown>> };

const flat = (text: string): string => text.replace(/\s*\n\s*/g, ' ').trim();
const styleOf = (method: string, path: string, style?: Style): Style =>
  style ?? (method === 'get' ? 'Q' : path.startsWith('/xboot/') ? 'F' : 'B');

/** `/xboot/role/delAllByIds/:ids` → `/xboot/role/delAllByIds/{ids}`, with its names. */
function pathOf(path: string): { path: string; names: string[] } {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  return { path: path.replace(/:(\w+)/g, '{$1}'), names };
}

/** A filter's value as a schema: the type its list call declares in contract/, with its documented codes (`1|2|3`). */
function filterSchema(filter: Filter): Schema {
  const values = /^[\w-]+(\|[\w-]+)+$/.test(filter.doc) ? filter.doc.split('|') : undefined;
  if (values) return { enum: values.map((value) => (/^-?\d+$/.test(value) ? Number(value) : value)) };
  return keySchema(filter.type);
}

/** A request key's value as a schema, by the type contract/ declares for it. */
function keySchema(type: KeyType): Schema {
  switch (type) {
    case 'flag':
      return { enum: [0, 1, '0', '1', true, false] };
    case 'time':
      return { type: 'string', description: 'yyyy-MM-dd or yyyy-MM-dd HH:mm:ss' };
    case 'number':
      return { type: 'number' };
    case 'int':
      return { type: 'integer' };
    case 'list':
      return { oneOf: [{ type: 'array' }, { type: 'string', description: 'comma-separated' }] };
    case 'json':
      return { type: ['object', 'array'] };
    default:
      return { type: 'string' };
  }
}

/** A call's declared request keys (contract/calls.ts `keys`), none required by the declaration. */
const callKeys = (keys: KeyTypes | undefined): [string, Schema, boolean][] =>
  Object.entries(keys ?? {}).map(([name, type]) => [name, keySchema(type), false]);

/** A list's request keys: its filters, then paging and sorting. */
function listKeys(spec: ListSpec): [string, Schema, boolean][] {
  const keys: [string, Schema, boolean][] = Object.entries(spec.filters ?? {}).map(([param, filter]) => [
    param,
    { ...filterSchema(filter), description: flat(filter.doc) },
    filter.required,
  ]);
  if (spec.paging !== false)
    for (const name of ['page', 'pageNumber', 'pageSize']) keys.push([name, { type: 'integer', minimum: 1 }, false]);
  if (spec.sort) {
    keys.push(['sortField', { enum: Object.keys(spec.sort.fields) }, false]);
    keys.push(['sortOrder', { enum: ['asc', 'desc', 'ascend', 'descend'] }, false]);
  }
  return keys;
}

const records: Schema = { type: 'array', items: { type: 'object' } };

/** A list's `result`: the kit's page (with the list's totals), `pageInfoVO`, a Spring page or a plain array. */
function listResult(spec: ListSpec, path: string): Schema {
  if (spec.paging === false) return records;
  if (path.startsWith('/xboot/')) return { $ref: '#/components/schemas/SpringPage' };
  const sums = Object.fromEntries(Object.keys(spec.extra ?? {}).map((key) => [key, { type: 'number' }]));
  if (spec.result === 'pageInfoVO')
    return { type: 'object', properties: { pageInfoVO: { $ref: '#/components/schemas/Page' }, ...sums } };
  return Object.keys(sums).length
    ? { allOf: [{ $ref: '#/components/schemas/Page' }, { type: 'object', properties: sums }] }
    : { $ref: '#/components/schemas/Page' };
}

const answer = (result: Schema): Schema => ({
  description: 'HTTP 200 always; `code` 200 with `result`, or 401 / 403 / 404 / 500 with `message`',
  content: {
    'application/json': {
      schema: { allOf: [{ $ref: '#/components/schemas/Envelope' }, { type: 'object', properties: { result } }] },
    },
  },
});

const BODY_TYPES: Record<Exclude<Style, 'Q'>, string> = {
  F: 'application/x-www-form-urlencoded',
  B: 'application/json',
};

/** One operation: parameters or body by its style, its answer, its guard. */
function operation(
  method: string,
  path: string,
  opts: { route?: RouteDecl; screen?: ScreenDecl; consoleOnly?: string; keys?: KeyTypes },
): Schema {
  const { route, screen } = opts;
  const style = styleOf(method, path, route?.style);
  const keys = route?.list ? listKeys(route.list) : callKeys(route?.call.keys ?? opts.keys);
  const { names } = pathOf(path);
  const parameters: Schema[] = names.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  let requestBody: Schema | undefined;
  if (style === 'Q')
    parameters.push(...keys.map(([name, schema, required]) => ({ name, in: 'query', required, schema })));
  else {
    const properties = Object.fromEntries(keys.map(([name, schema]) => [name, schema]));
    const required = keys.filter(([, , needed]) => needed).map(([name]) => name);
    const schema = { type: 'object', properties, ...(required.length ? { required } : {}) };
    requestBody = { content: { [BODY_TYPES[style]]: { schema } } };
  }
  const description = [route?.params && `Request: ${flat(route.params)}`, route?.doc && flat(route.doc)]
    .filter(Boolean)
    .join(' — ');
  const title = screen ? `${screen.menu.title['en-US']} (${screen.page})` : 'console';
  return {
    operationId: `${method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase())}`,
    tags: [screen ? screen.page : path.startsWith('/xboot/') ? 'xboot' : 'console'],
    summary: route ? `${route.kind}: ${title}` : `${method.toUpperCase()} ${path}`,
    ...(description ? { description } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { '200': answer(route?.list ? listResult(route.list, path) : {}) },
    ...(route ? { 'x-permission': route.perm ?? 'view', 'x-page': route.page } : {}),
    ...(opts.consoleOnly ? { 'x-console-only': opts.consoleOnly } : {}),
    'x-request-style': style,
  };
}

const COMPONENTS = {
  securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'accessToken' } },
  schemas: {
    Envelope: {
      type: 'object',
      required: ['code', 'success', 'message'],
      properties: {
        code: { type: 'integer', description: '200, or 401 / 403 / 404 / 500 (SPEC: HTTP is 200 either way)' },
        success: { type: 'boolean' },
        message: { type: 'string', description: "in the request's Accept-Language (zh-CN or en-US)" },
        result: {},
        timestamp: { type: 'integer' },
      },
    },
    Page: {
      type: 'object',
      properties: {
        records,
        total: { type: 'integer' },
        current: { type: 'integer' },
        size: { type: 'integer' },
        pages: { type: 'integer' },
      },
    },
    SpringPage: {
      type: 'object',
      description: "X-Boot's Spring Data Page: 0-based `number`, ids as 19-digit strings",
      properties: {
        content: records,
        totalElements: { type: 'integer' },
        totalPages: { type: 'integer' },
        number: { type: 'integer' },
        size: { type: 'integer' },
      },
    },
  },
};

/**
 * Each dictionary the server serves (`/xboot/dictData/getByType/{type}`) as a schema `Dict.<type>`: its codes, and
 * each code's Chinese label in order in the description, as CONTRACT.md's table lists them.
 */
const dictSchemas = (): Record<string, Schema> =>
  Object.fromEntries(
    SEEDED_DICTS.map((dict) => [
      `Dict.${dict.type}`,
      {
        title: dict.title,
        type: 'string',
        enum: dict.options.map(([value]) => value),
        description: dict.options.map(([value, label]) => `${value} ${label}`).join(', '),
      },
    ]),
  );

/** The document: the screens' routes in their order, then every other route declared on the API. */
export function renderOpenApi(screens: readonly ScreenDecl[], declared: readonly DeclaredRoute[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const add = (method: string, rawPath: string, op: Schema) => {
    const { path } = pathOf(rawPath);
    paths[`/admin-api${path}`] = { ...(paths[`/admin-api${path}`] ?? {}), [method]: op };
  };
  for (const screen of screens)
    for (const route of screen.routes)
      add(
        route.method,
        route.path,
        operation(route.method, route.path, { route, screen, consoleOnly: route.consoleOnly }),
      );
  for (const route of declared) {
    const method = route.method === 'raw' ? (route.verb ?? 'get') : route.method;
    if (!paths[`/admin-api${pathOf(route.path).path}`]?.[method])
      add(method, route.path, operation(method, route.path, { consoleOnly: route.consoleOnly, keys: route.keys }));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Member platform admin API',
      version: '1.0.0',
      description:
        'Every call of the admin console under /admin-api, as the contract server answers it (server/CONTRACT.md, ' +
        'generated from the same declarations). Calls marked x-console-only are not in the real back end ' +
        '(X-Boot 3.3.x and the business API SPEC.md names). x-messages lists, by name, every text the ' +
        "envelope's message may hold: zh-CN as sent by default, en-US as sent to Accept-Language: en.",
    },
    security: [{ accessToken: [] }],
    components: { ...COMPONENTS, schemas: { ...COMPONENTS.schemas, ...dictSchemas() } },
    paths,
    'x-messages': messagesByName(),
  };
}

/** The server's message catalogue (server/i18n/messages.ts), by name: the field labels it names included. */
function messagesByName(): Record<string, { 'zh-CN': string; 'en-US': string }> {
  const entries = Object.values(CATALOGUE_BY_AREA).flatMap((area: Catalogue) => Object.entries(area));
  return Object.fromEntries(
    entries.sort(([a], [b]) => a.localeCompare(b)).map(([name, [zh, en]]) => [name, { 'zh-CN': zh, 'en-US': en }]),
  );
}
