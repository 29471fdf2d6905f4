import sanitize from 'sanitize-html';
import { ApiError } from './api-error';
import type { Input } from './input';
import { textField } from './form-input';
import { fill, M } from '../i18n/messages';

/**
 * Rich text (HTML from the console's editor) cleaned by an allow-list (sanitize-html) before it is stored and when it
 * is listed: only the tags below, only their listed attributes, links and images limited to http(s), mailto and
 * same-origin paths, the content of script-like elements dropped; a link opening a new tab gets rel=noopener.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'], '*': ['class'] },
  // Quill's alignment and indent classes only.
  allowedClasses: { '*': ['ql-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return { tagName, attribs: target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : rest };
    },
  },
};

/** The allow-listed HTML of `html` (see above). */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
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
    throw new ApiError(fill(M.required, { label }));
  return clean;
}

/** A list row with its rich-text field sanitised again on the way out (rows stored before, or by other writers). */
export const sanitizedRow =
  (field: string) =>
  (row: Record<string, unknown>): Record<string, unknown> =>
    typeof row[field] === 'string' ? { ...row, [field]: sanitizeHtml(row[field]) } : row;
