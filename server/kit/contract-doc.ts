import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SEEDED_DICTS } from '../lib/seeded-dicts';
import type { Filter } from './filters';
import type { ListSpec, RouteDecl, ScreenDecl, Style } from './types';

export const CONTRACT_PATH = fileURLToPath(new URL('../CONTRACT.md', import.meta.url));
const TEMPLATE_PATH = fileURLToPath(new URL('./contract-template.md', import.meta.url));
const MARKER = '<!-- screens -->';
const DICT_MARKER = '<!-- dictionaries -->';

/** Declarations may wrap long texts over lines; the contract shows each as one line. */
const flat = (text: string): string => text.replace(/\s*\n\s*/g, ' ').trim();

const styleOf = (route: RouteDecl): Style => route.style ?? (route.method === 'get' ? 'Q' : 'B');
const call = (route: RouteDecl): string => `${styleOf(route)} ${route.path}`;

function guard(route: RouteDecl, screen: string): string {
  const pages = typeof route.page === 'string' ? [route.page] : route.page;
  const also = pages.filter((page) => page !== screen);
  const where = also.length ? `; also for ${also.map((page) => `\`${page}\``).join(', ')}` : '';
  if (route.perm === 'add|edit') return `\`add\` without id, \`edit\` with one${where}`;
  return `${route.perm ? `\`${route.perm}\`` : 'view'}${where}`;
}

function filterText(param: string, filter: Filter): string {
  return `\`${param}\` ${filter.doc}`;
}

function listResult(spec: ListSpec, path: string): string {
  const extras = Object.keys(spec.extra ?? {}).join(', ');
  if (spec.paging === false) return 'a plain array';
  if (path.startsWith('/xboot/'))
    return 'a Spring Data Page `{content, totalElements, totalPages, number (0-based), size, …}`';
  const page = '{records, total, current, size, pages}';
  if (spec.result === 'pageInfoVO') return `\`{pageInfoVO: ${page}${extras ? `, ${extras}` : ''}}\``;
  return `\`${extras ? page.replace('}', `, ${extras}}`) : page}\``;
}

function listLine(route: RouteDecl, spec: ListSpec): string {
  const filters = Object.entries(spec.filters ?? {}).map(([param, filter]) => filterText(param, filter));
  const parts = [filters.length ? `filters: ${filters.join(', ')}` : 'no filters'];
  if (spec.paging !== false) parts.push('paged');
  if (spec.sort)
    parts.push(`server sort: \`sortField\` ${Object.keys(spec.sort.fields).join('|')}, \`sortOrder\` asc|desc`);
  parts.push(`order ${spec.order}`);
  return `${parts.join('; ')} → ${listResult(spec, route.path)}${route.doc ? `; ${route.doc}` : ''}`;
}

const DEFAULT_DOCS: Partial<Record<RouteDecl['kind'], string>> = {
  create: '→ the new id',
  save: 'without id adds, with id edits the fields sent → the id',
  delete: 'deletes the row → null',
  deleteMany: '`{ids}` (array or comma-separated) → how many were deleted',
  toggle: 'sets the status → null',
};

/** A console-only call (RouteDecl.consoleOnly) says so, unless its whole page does (the section's first line). */
function consoleOnlyMark(route: RouteDecl, screen: ScreenDecl): string {
  return route.consoleOnly && route.consoleOnly !== screen.menu.consoleOnly
    ? ` **Console-only** (${route.consoleOnly}): not in the bare profile.`
    : '';
}

/** A call's declared request keys (contract/calls.ts), a list's being its filters. */
function keysText(route: RouteDecl): string {
  const keys = Object.entries(route.call.keys ?? {});
  return route.list || !keys.length ? '' : ` Keys: ${keys.map(([key, type]) => `\`${key}\` ${type}`).join(', ')}.`;
}

function routeLine(route: RouteDecl, screen: ScreenDecl): string {
  const head = `- \`${call(route)}\` (${guard(route, screen.page)})${route.params ? ` ${flat(route.params)}` : ''}`;
  const body = flat(route.list ? listLine(route, route.list) : (route.doc ?? DEFAULT_DOCS[route.kind] ?? ''));
  return `${body ? `${head} — ${body}` : head}${keysText(route)}${consoleOnlyMark(route, screen)}`;
}

/** A page of the console's own (PageMenu.consoleOnly): its section says so first. */
const pageLines = (screen: ScreenDecl): string[] =>
  screen.menu.consoleOnly
    ? [
        `- **Console-only page** (${screen.menu.consoleOnly}): not in the bare profile's menu, and none of its calls` +
          ' is there.',
      ]
    : [];

/** The generated part of CONTRACT.md: one summary table and one section per declared screen. */
export function renderScreens(screens: readonly ScreenDecl[]): string {
  const lines = [
    '## Screens (generated from `server/screens/**` by `npm run contract`; edit the declarations, not this section)',
    '',
    "Each route belongs to its screen's page (component key): the page must be in the user's menu and the permType",
    'shown must be granted, else 403. Lists: `page` (or `pageNumber`) 1-based, `pageSize` 1–1000 (default 10);',
    "every filter is optional unless marked required; blank filters ('', null, the literal 'null') are ignored. No",
    'list requires `sortField`/`sortOrder`: only a list marked "server sort" reads them, the console sorts a page',
    'itself otherwise.',
    '',
    '| page (component key) | calls |',
    '|---|---|',
    ...screens.map((screen) => `| \`${screen.page}\` | ${screen.routes.map(call).join('; ')} |`),
  ];
  for (const screen of screens) {
    lines.push(
      '',
      `### \`${screen.page}\``,
      ...pageLines(screen),
      ...screen.routes.map((route) => routeLine(route, screen)),
    );
    for (const note of screen.notes) lines.push(`- Note: ${flat(note)}`);
  }
  return lines.join('\n');
}

/** The seeded dictionary types as a table: type, title, every option as "value title" in order. */
function renderDicts(): string {
  const option = ([value, title]: readonly [string, string]) => (value === title ? value : `${value} ${title}`);
  return [
    '| type | title | options (value title) |',
    '|---|---|---|',
    ...SEEDED_DICTS.map((dict) => `| \`${dict.type}\` | ${dict.title} | ${dict.options.map(option).join(', ')} |`),
  ].join('\n');
}

/** CONTRACT.md: the hand-written template (envelope, session, menu) with the screens and dictionaries in place. */
export function renderContract(screens: readonly ScreenDecl[]): string {
  const template = readFileSync(TEMPLATE_PATH, 'utf8');
  for (const marker of [MARKER, DICT_MARKER]) {
    if (!template.includes(marker)) throw new Error(`${TEMPLATE_PATH} lacks ${marker}`);
  }
  return template.replace(MARKER, renderScreens(screens)).replace(DICT_MARKER, renderDicts());
}
