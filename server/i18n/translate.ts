import type { Context } from 'hono';
import { EN_US } from './messages';

/** The languages the server answers in: zh-CN (the spec's texts, the default) and en-US. */
export type Lang = 'zh-CN' | 'en-US';

/**
 * The language a request asks for in `Accept-Language`: en-US when its most wanted language (highest q, the first
 * of equals) is English (`en`, `en-US`, `en-GB`…), zh-CN for anything else, a missing or unreadable header included.
 */
export function languageOf(header: string | undefined): Lang {
  let best: { tag: string; q: number } | undefined;
  for (const part of (header ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!tag || !Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag: tag.toLowerCase(), q };
  }
  return best && (best.tag === 'en' || best.tag.startsWith('en-')) ? 'en-US' : 'zh-CN';
}

/** The language of the request a Hono context answers. */
export const requestLanguage = (c: Context): Lang => languageOf(c.req.header('Accept-Language'));

interface Template {
  pattern: RegExp;
  names: string[];
  english: string;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The keys with `{name}` parts, longest literal text first (the most specific wins). */
const TEMPLATES: readonly Template[] = Object.entries(EN_US)
  .filter(([key]) => /\{\w+\}/.test(key))
  .map(([key, english]) => {
    const names: string[] = [];
    const source = key
      .split(/(\{\w+\})/)
      .map((piece) => {
        const name = /^\{(\w+)\}$/.exec(piece)?.[1];
        if (name === undefined) return escape(piece);
        names.push(name);
        return '([\\s\\S]+?)';
      })
      .join('');
    return { pattern: new RegExp(`^${source}$`), names, english, weight: key.replace(/\{\w+\}/g, '').length };
  })
  .sort((a, b) => b.weight - a.weight);

const hasOwn = (key: string): boolean => Object.prototype.hasOwnProperty.call(EN_US, key);

/** The English of a message (or of a label inside one); a text the catalogue does not know comes back unchanged. */
export function toEnglish(message: string): string {
  if (hasOwn(message)) return EN_US[message];
  for (const { pattern, names, english } of TEMPLATES) {
    const match = pattern.exec(message);
    if (!match) continue;
    return names.reduce((text, name, index) => {
      const part = match[index + 1];
      return text.replace(`{${name}}`, () => (hasOwn(part) ? EN_US[part] : part));
    }, english);
  }
  return message;
}

/** A message in the language asked for: zh-CN as thrown, en-US from the catalogue. */
export const translate = (message: string, lang: Lang): string => (lang === 'en-US' ? toEnglish(message) : message);
