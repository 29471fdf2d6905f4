import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Finds every Chinese text written where the server sends a message, by where it stands in the source: the arguments of
 * `new ApiError(…)`, of `fail(…)` and of the helpers that name a field in their refusal (the field's label), the values
 * of the message properties (`message:`, `notFound:`, an upload kind's refusals…), and the members of the message
 * tables and constants (`MESSAGES`, `UNIQUE_MESSAGES`, `BAD_CREDENTIALS`…). Comments, tests and seed data are skipped.
 * A template literal's `${…}` parts read as `{}`.
 */

const ROOT = join(__dirname, '..');
const CJK = /[\u3400-\u9fff]/;

/** Calls whose arguments are messages or the field labels a message is built from. */
const MESSAGE_CALLS = [
  'new ApiError',
  'new Error',
  'fail',
  'failIn',
  'updateRow',
  'textField',
  'moneyField',
  'intField',
  'safeUrl',
  'rateField',
  'numeric',
  'optMoney',
  'positiveMoney',
  'text50',
  'profileText',
  'richText',
  'integer',
  'confirmOwnPassword',
  'refuseIfUsed',
  'move',
  'refuseIfAny',
  'saveSentJob',
];
/** Object properties whose value is a message. */
const MESSAGE_PROPS = [
  'message',
  'notFound',
  'tooLarge',
  'missing',
  'wrongType',
  'reasonRequired',
  'reviewed',
  'refused',
];
/** `const NAME = …` whose value (a text, or an object of texts) holds messages. */
const MESSAGE_CONST =
  /^(?:BAD_CREDENTIALS|HELD_ELSEWHERE|BUSY_MESSAGE|DUPLICATE|LABELS?|MIN_ABOVE_MAX|NOT_FOUND|OUT_OF_RANGE|RATE_FIELDS|CONDITION_FIELDS|\w*MESSAGES?|\w*(?:Message|Refusal|refused|wrong|failure)\w*)$/;

export interface Found {
  text: string;
  at: string;
}

interface Token {
  kind: 'text' | 'punct' | 'word';
  value: string;
  line: number;
}

/** A small tokenizer: strings and template literals (their `${}` parts as `{}`), words and punctuation. */
function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  const lineAt = (from: number, to: number): void => {
    for (let k = from; k < to; k++) if (source[k] === '\n') line++;
  };
  // Returns the end index of the template literal starting at `start` (the backtick), and its text.
  const template = (start: number): [number, string] => {
    let k = start + 1;
    let text = '';
    while (k < source.length && source[k] !== '`') {
      if (source[k] === '\\') {
        text += source.slice(k, k + 2);
        k += 2;
      } else if (source[k] === '$' && source[k + 1] === '{') {
        k = expression(k + 2);
        text += '{}';
      } else text += source[k++];
    }
    return [k + 1, text];
  };
  // Skips a `${…}` expression (nested strings and templates included); returns the index after its `}`.
  const expression = (start: number): number => {
    let depth = 1;
    let k = start;
    while (k < source.length && depth > 0) {
      const ch = source[k];
      if (ch === '{') depth++;
      else if (ch === '}') depth--;
      else if (ch === "'" || ch === '"') k = quoted(k)[0] - 1;
      else if (ch === '`') k = template(k)[0] - 1;
      k++;
    }
    return k;
  };
  const quoted = (start: number): [number, string] => {
    const quote = source[start];
    let k = start + 1;
    let text = '';
    while (k < source.length && source[k] !== quote) {
      if (source[k] === '\\') {
        text += source[k + 1];
        k += 2;
      } else text += source[k++];
    }
    return [k + 1, text];
  };
  while (i < source.length) {
    const ch = source[i];
    const next = source[i + 1];
    if (ch === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      i = end < 0 ? source.length : end;
    } else if (ch === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2) + 2;
      lineAt(i, end);
      i = end;
    } else if (ch === '/' && regexMayStart(tokens)) {
      i = regexEnd(source, i);
    } else if (ch === "'" || ch === '"' || ch === '`') {
      const [end, text] = ch === '`' ? template(i) : quoted(i);
      tokens.push({ kind: 'text', value: text, line });
      lineAt(i, end);
      i = end;
    } else if (/[A-Za-z_$]/.test(ch)) {
      let end = i + 1;
      while (end < source.length && /[\w$]/.test(source[end])) end++;
      tokens.push({ kind: 'word', value: source.slice(i, end), line });
      i = end;
    } else {
      if (ch === '\n') line++;
      else if (!/\s/.test(ch)) tokens.push({ kind: 'punct', value: ch, line });
      i++;
    }
  }
  return tokens;
}

/** Whether a `/` here starts a regular expression (after an operator or an opening bracket, not after a value). */
function regexMayStart(tokens: Token[]): boolean {
  const prev = tokens[tokens.length - 1];
  if (!prev) return true;
  if (prev.kind === 'word') return prev.value === 'return' || prev.value === 'typeof';
  return prev.kind === 'punct' && !/[)\]}]/.test(prev.value);
}

/** The index after a regular expression literal starting at `start` (its flags included). */
function regexEnd(source: string, start: number): number {
  let k = start + 1;
  let inClass = false;
  while (k < source.length && source[k] !== '\n') {
    const ch = source[k];
    if (ch === '\\') k++;
    else if (ch === '[') inClass = true;
    else if (ch === ']') inClass = false;
    else if (ch === '/' && !inClass) break;
    k++;
  }
  k++;
  while (k < source.length && /[a-z]/.test(source[k])) k++;
  return k;
}

/** The index of the token closing the bracket opened at `open`. */
function closing(tokens: Token[], open: number): number {
  const pairs: Record<string, string> = { '(': ')', '{': '}', '[': ']' };
  let depth = 0;
  for (let k = open; k < tokens.length; k++) {
    const t = tokens[k];
    if (t.kind !== 'punct') continue;
    if (pairs[t.value]) depth++;
    else if (t.value === ')' || t.value === '}' || t.value === ']') {
      depth--;
      if (depth === 0) return k;
    }
  }
  return tokens.length - 1;
}

/** The end (exclusive) of the expression starting at `from`: the next `,` `;` or closing bracket at depth 0. */
function expressionEnd(tokens: Token[], from: number): number {
  let depth = 0;
  for (let k = from; k < tokens.length; k++) {
    const t = tokens[k];
    if (t.kind !== 'punct') continue;
    if (t.value === '(' || t.value === '{' || t.value === '[') depth++;
    else if (t.value === ')' || t.value === '}' || t.value === ']') {
      if (depth === 0) return k;
      depth--;
    } else if ((t.value === ',' || t.value === ';') && depth === 0) return k;
  }
  return tokens.length;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'tests' || entry.name === 'seed' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.seed.ts') ? [path] : [];
  });
}

/** Every Chinese text in a message position of one source file's text. */
export function scanSource(source: string, file: string): Found[] {
  const tokens = tokenize(source);
  const spans: [number, number][] = [];
  tokens.forEach((t, k) => {
    if (t.kind !== 'word') return;
    const prev = tokens[k - 1];
    const next = tokens[k + 1];
    const name = prev?.kind === 'word' && prev.value === 'new' ? `new ${t.value}` : t.value;
    if (next?.value === '(' && MESSAGE_CALLS.includes(name)) spans.push([k + 1, closing(tokens, k + 1)]);
    else if (next?.value === ':' && MESSAGE_PROPS.includes(t.value)) spans.push([k + 2, expressionEnd(tokens, k + 2)]);
    else if (prev?.value === 'function' && /Message$/.test(t.value)) {
      let open = k + 1;
      while (open < tokens.length && tokens[open].value !== '{') open++;
      spans.push([open, closing(tokens, open)]);
    } else if (prev?.kind === 'word' && prev.value === 'const' && MESSAGE_CONST.test(t.value)) {
      let eq = k + 1;
      while (eq < tokens.length && tokens[eq].value !== '=' && tokens[eq].value !== ';') eq++;
      if (tokens[eq]?.value === '=') spans.push([eq + 1, expressionEnd(tokens, eq + 1)]);
    }
  });
  return tokens
    .filter((t, k) => t.kind === 'text' && CJK.test(t.value) && spans.some(([from, to]) => k > from - 1 && k < to))
    .map((t) => ({ text: t.value, at: `${file}:${t.line}` }));
}

/** Every Chinese text in a message position of the server's sources (the catalogue's own files left out). */
export function scanMessages(): Found[] {
  return sourceFiles(ROOT)
    .filter((file) => !file.includes(join('i18n', 'messages')))
    .flatMap((file) => scanSource(readFileSync(file, 'utf8'), relative(ROOT, file)));
}
