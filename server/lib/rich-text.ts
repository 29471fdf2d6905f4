import { ApiError } from '../http/envelope';
import type { Input } from '../http/input';
import { textField } from './form-input';

/**
 * Rich text (HTML from the console's editor) cleaned by an allow-list before it is stored and when it is shown. The
 * output is rebuilt from tokens, never copied: text is escaped, only the tags below survive (with only their listed
 * attributes, values re-quoted and escaped, links and images limited to http(s), mailto and same-origin paths), the
 * content of script-like elements is dropped, and anything that is not a well-formed tag becomes escaped text.
 */
const TAGS = new Set([
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'pre',
  'code',
  'ol',
  'ul',
  'li',
  'a',
  'img',
  'span',
  'sub',
  'sup',
]);
const VOID = new Set(['br', 'img']);
/** Elements whose content is code or hidden markup: dropped with everything inside. */
const DROP = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
  'xmp',
  'noembed',
  'noframes',
]);
const ATTRS: Record<string, readonly string[]> = { a: ['href', 'target'], img: ['src', 'alt'] };

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

const escapeText = (text: string): string =>
  text
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttr = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What the browser reads an attribute value as (entities decoded), so the checks see what it would. */
function decode(value: string): string {
  return value.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);?/gi, (whole, code: string) => {
    if (code[0] !== '#') return NAMED[code.toLowerCase()] ?? whole;
    const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : '';
  });
}

/** http(s), mailto or a same-origin path; anything else (javascript:, data:, //host) is refused. */
function safeLink(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (url.startsWith('/')) return !url.startsWith('//') && !url.includes('\\');
  return /^(https?:|mailto:)/i.test(url);
}

function attributes(tag: string, source: string): string {
  const allowed = ATTRS[tag] ?? [];
  let out = '';
  const seen = new Set<string>();
  for (const match of source.matchAll(ATTR)) {
    const name = (match[1] ?? '').toLowerCase();
    const value = decode(match[2] ?? match[3] ?? match[4] ?? '');
    if (seen.has(name)) continue;
    seen.add(name);
    if (name === 'class' && /^(ql-[a-z0-9-]+\s*)+$/.test(value)) out += ` class="${escapeAttr(value.trim())}"`;
    if (!allowed.includes(name)) continue;
    if ((name === 'href' || name === 'src') && !safeLink(value)) continue;
    if (name === 'target') {
      if (value === '_blank') out += ' target="_blank" rel="noopener noreferrer"';
      continue;
    }
    out += ` ${name}="${escapeAttr(value)}"`;
  }
  return out;
}

/** The allow-listed HTML of `html` (see above). */
export function sanitizeHtml(html: string): string {
  let out = '';
  let last = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    out += escapeText(html.slice(last, match.index));
    last = TOKEN.lastIndex;
    const [, closing, rawTag] = match;
    if (!rawTag) continue; // a comment
    const tag = rawTag.toLowerCase();
    if (DROP.has(tag)) {
      if (closing) continue;
      const end = new RegExp(`</${tag}\\s*>`, 'ig');
      end.lastIndex = last;
      const found = end.exec(html);
      last = found ? end.lastIndex : html.length;
      TOKEN.lastIndex = last;
      continue;
    }
    if (!TAGS.has(tag)) continue;
    if (closing) out += VOID.has(tag) ? '' : `</${tag}>`;
    else out += `<${tag}${attributes(tag, match[3] ?? '')}>`;
  }
  return out + escapeText(html.slice(last));
}

/** Long content written in the rich-text editor: at most 50 000 characters, stored sanitised. */
export function richText(
  input: Input,
  field: string,
  label: string,
  opts: { required?: boolean } = {},
): string | undefined {
  const value = textField(input, field, label, { required: opts.required ?? false, max: 50_000 });
  if (value === undefined) return undefined;
  const clean = sanitizeHtml(value);
  // Markup alone (e.g. an empty paragraph, or only a script) is no content.
  if (opts.required && clean.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' && !clean.includes('<img'))
    throw new ApiError(`${label}不能为空`);
  return clean;
}

/** A list row with its rich-text field sanitised again on the way out (rows stored before, or by other writers). */
export const sanitizedRow =
  (field: string) =>
  (row: Record<string, unknown>): Record<string, unknown> =>
    typeof row[field] === 'string' ? { ...row, [field]: sanitizeHtml(row[field]) } : row;
