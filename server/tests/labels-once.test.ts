import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|json)$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

/** The zh-CN and en-US pairs the server's catalogue writes itself (a pair it takes from `contract/` is not written). */
export function serverPairs(text: string): (readonly [zh: string, en: string])[] {
  return [...text.matchAll(/\[\s*'((?:[^'\\]|\\.)*)',\s*'((?:[^'\\]|\\.)*)',?\s*\]/g)].map(
    (m) => [m[1], m[2]] as const,
  );
}

/** The pairs a contract file declares as labels (`labels({ key: ["zh", "en"] })`). */
export function declaredPairs(text: string): (readonly [zh: string, en: string])[] {
  return [...text.matchAll(/labels\(\{([\s\S]*?)\}\)/g)].flatMap((block) =>
    [...block[1].matchAll(/\["((?:[^"\\]|\\.)*)", "((?:[^"\\]|\\.)*)"\]/g)].map((m) => [m[1], m[2]] as const),
  );
}

/** Every string literal of each console or contract file, by the file's path with its language folder made one. */
export function consoleTexts(files: readonly { path: string; text: string }[]): Map<string, Set<string>> {
  const byPath = new Map<string, Set<string>>();
  for (const { path, text } of files) {
    const key = path.replace(/\b(zh-CN|en-US)\b/, 'LANG');
    const texts = byPath.get(key) ?? new Set<string>();
    for (const m of text.matchAll(/"((?:[^"\\\n]|\\.)*)"/g)) texts.add(m[1]);
    byPath.set(key, texts);
  }
  return byPath;
}

/** The pairs whose both texts a file (or a language pair of files) writes again, with where they were first. */
export function writtenTwice(
  pairs: readonly (readonly [string, string])[],
  texts: Map<string, Set<string>>,
  first = 'server/i18n/messages',
): string[] {
  return pairs.flatMap(([zh, en]) =>
    [...texts]
      .filter(([, written]) => written.has(zh) && written.has(en))
      .map(([path]) => `${zh} / ${en}: ${first} and ${path}`),
  );
}

const read = (dir: string) =>
  [...sources(join(ROOT, dir))].map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

describe('a label is written once (contract/labels.ts and the labels beside each call)', () => {
  it('finds a pair the server and a screen both write, and only a pair written together', () => {
    const texts = consoleTexts([
      { path: 'src/a.screen.ts', text: 'fields: { bankName: "银行名称" }, en: { bankName: "Bank name" }' },
      { path: 'src/i18n/locales/zh-CN/fields.ts', text: 'title: "标题",' },
      { path: 'src/i18n/locales/en-US/fields.ts', text: 'title: "Title",' },
      { path: 'src/b.ts', text: '"数据值" "Other"' },
      { path: 'src/c.ts', text: '"Value"' },
    ]);
    const pairs = serverPairs("bankName: ['银行名称', 'Bank name'],\n  title: [\n    '标题',\n    'Title',\n  ],");
    expect(pairs).toEqual([
      ['银行名称', 'Bank name'],
      ['标题', 'Title'],
    ]);
    expect(writtenTwice([...pairs, ['数据值', 'Value']], texts)).toEqual([
      '银行名称 / Bank name: server/i18n/messages and src/a.screen.ts',
      '标题 / Title: server/i18n/messages and src/i18n/locales/LANG/fields.ts',
    ]);
  });

  it('holds for the whole code: no field label or status in the server catalogue restates the console or contract', () => {
    const messages = join(ROOT, 'server/i18n/messages');
    const pairs = readdirSync(messages).flatMap((name) => serverPairs(readFileSync(join(messages, name), 'utf8')));
    expect(pairs.length).toBeGreaterThan(300);
    expect(writtenTwice(pairs, consoleTexts([...read('src'), ...read('contract')]))).toEqual([]);
  });

  it('holds in the console: no screen restates a label the contract declares', () => {
    const declared = read('contract').flatMap(({ text }) => declaredPairs(text));
    expect(declaredPairs('x: labels({ a: ["甲", "A"], b: COMMON.b }), y: ["乙", "B"]')).toEqual([['甲', 'A']]);
    expect(declared.length).toBeGreaterThan(80);
    expect(writtenTwice(declared, consoleTexts(read('src')), 'contract')).toEqual([]);
  });
});
