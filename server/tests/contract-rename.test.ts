/**
 * The calls declared in `contract/` tie the console's screen and the server's route together at typecheck: a filter
 * renamed on one side only (or in the contract only) is a type error on the other, and so is a request key a handler
 * reads that its call does not declare. Each case typechecks the real project with one file changed in memory (a
 * copy of it; the file on disk is untouched), through the same tsconfig `npm run typecheck` uses.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const CONSOLE = `${root}tsconfig.json`;
const SERVER = `${root}server/tsconfig.json`;
const CONTRACT_FILE = `${root}contract/finance/bank-management.ts`;
const SCREEN_FILE = `${root}src/resources/finance/bank-management.screen.ts`;
const ROUTES_FILE = `${root}server/screens/finance/bank-management.ts`;

const parsed = new Map<string, ts.ParsedCommandLine>();
const sources = new Map<string, ts.SourceFile>();

function configOf(tsconfig: string): ts.ParsedCommandLine {
  const known = parsed.get(tsconfig);
  if (known) return known;
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined };
  const config = ts.getParsedCommandLineOfConfigFile(tsconfig, {}, host);
  if (!config) throw new Error(`cannot read ${tsconfig}`);
  parsed.set(tsconfig, config);
  return config;
}

/** The type errors in `checked` when `changed` reads as `edit` makes it (every other file as on disk). */
function errorsWith(tsconfig: string, checked: string, changed: string, edit: (text: string) => string): string[] {
  const { options } = configOf(tsconfig);
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  const copy = edit(readFileSync(changed, 'utf8'));
  host.getSourceFile = (name, language, onError) => {
    if (name === changed) return ts.createSourceFile(name, copy, language);
    const key = `${tsconfig}\0${name}`;
    const cached = sources.get(key);
    if (cached) return cached;
    const file = read(name, language, onError);
    if (file) sources.set(key, file);
    return file;
  };
  const program = ts.createProgram({ rootNames: [checked], options, host });
  const file = program.getSourceFile(checked);
  if (!file) throw new Error(`not in the program: ${checked}`);
  return ts.getPreEmitDiagnostics(program, file).map((d) => {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
    return `${d.file?.fileName.slice(root.length) ?? ''}:${line}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}

/** The line of `text` in `file` as on disk. */
function lineOf(file: string, text: string): number {
  const index = readFileSync(file, 'utf8').indexOf(text);
  expect(index, `"${text}" is in ${file}`).toBeGreaterThanOrEqual(0);
  return readFileSync(file, 'utf8').slice(0, index).split('\n').length;
}

/** Replaces `from` once, and insists it was there (a case that changes nothing would pass for the wrong reason). */
const once = (from: string, to: string) => (text: string) => {
  expect(text, `"${from}" is in the file`).toContain(from);
  return text.replace(from, to);
};

describe('a call declared in contract/ ties both sides at typecheck', () => {
  it('both sides typecheck as they are', () => {
    expect(errorsWith(CONSOLE, SCREEN_FILE, SCREEN_FILE, (t) => t)).toEqual([]);
    expect(errorsWith(SERVER, ROUTES_FILE, ROUTES_FILE, (t) => t)).toEqual([]);
  });

  it("renaming the server's filter only fails the server's typecheck", () => {
    const errors = errorsWith(SERVER, ROUTES_FILE, ROUTES_FILE, once('bankName: contains(', 'name: contains('));
    const at = `server/screens/finance/bank-management.ts:${lineOf(ROUTES_FILE, 'bankName: contains(')}`;
    expect(errors.join('\n')).toContain(`${at}: Type 'Filter<"text">' is not assignable`);
    expect(errors.join('\n')).toContain('"not a filter of this list call in contract/"');
  });

  it("a filter of another type than the contract declares fails the server's typecheck", () => {
    const retyped = once('filters: { bankName: "text",', 'filters: { bankName: "int",');
    const errors = errorsWith(SERVER, ROUTES_FILE, CONTRACT_FILE, retyped);
    const at = `server/screens/finance/bank-management.ts:${lineOf(ROUTES_FILE, 'bankName: contains(')}`;
    expect(errors.join('\n')).toContain(`${at}: Type 'Filter<"text">' is not assignable`);
    expect(errors.join('\n')).toContain("property 'type' has conflicting types");
  });

  it("renaming the console's search key only fails the console's typecheck", () => {
    const searched = '{ key: "bankName", width: 180, max: 50, search: true';
    const errors = errorsWith(
      CONSOLE,
      SCREEN_FILE,
      SCREEN_FILE,
      once(searched, searched.replace('search: true', 'search: { param: "name" }')),
    );
    expect(errors.join('\n')).toContain(
      `src/resources/finance/bank-management.screen.ts:${lineOf(SCREEN_FILE, searched)}:`,
    );
  });

  it('renaming the filter in the contract fails both sides', () => {
    const rename = once('filters: { bankName: "text",', 'filters: { name: "text",');
    const searched = '{ key: "bankName", width: 180, max: 50, search: true';
    expect(errorsWith(CONSOLE, SCREEN_FILE, CONTRACT_FILE, rename).join('\n')).toContain(
      `src/resources/finance/bank-management.screen.ts:${lineOf(SCREEN_FILE, searched)}:`,
    );
    expect(errorsWith(SERVER, ROUTES_FILE, CONTRACT_FILE, rename).join('\n')).toContain(
      `server/screens/finance/bank-management.ts:${lineOf(ROUTES_FILE, 'bankName: contains(')}:`,
    );
  });

  it("a route registered under a path spelt out, not a declared call, fails the server's typecheck", () => {
    const declared = '    r.create(\n      bankManagement.save,';
    const errors = errorsWith(
      SERVER,
      ROUTES_FILE,
      ROUTES_FILE,
      once(declared, "    r.create(\n      '/wallet/bank-config/save',"),
    );
    const at = `server/screens/finance/bank-management.ts:${lineOf(ROUTES_FILE, declared) + 1}`;
    expect(errors.join('\n')).toContain(`${at}: Argument of type 'string' is not assignable`);
  });

  it("a request key the contract does not declare fails the server's typecheck where a handler reads it", () => {
    const rename = once('  bankName: "text",', '  name: "text",');
    const read = "textField(input, 'bankName'";
    const errors = errorsWith(SERVER, ROUTES_FILE, CONTRACT_FILE, rename);
    expect(errors.join('\n')).toContain(`server/screens/finance/bank-management.ts:${lineOf(ROUTES_FILE, read)}:`);
    expect(errors.join('\n')).toContain(`Argument of type '"bankName"' is not assignable`);
  });

  it('renaming a call in the contract fails both sides', () => {
    const rename = once('  update: call(', '  edit: call(');
    const missing = "Property 'update' does not exist";
    expect(errorsWith(CONSOLE, SCREEN_FILE, CONTRACT_FILE, rename).join('\n')).toContain(missing);
    expect(errorsWith(SERVER, ROUTES_FILE, CONTRACT_FILE, rename).join('\n')).toContain(missing);
  });
});

describe('each path declared in contract/ is written there only', () => {
  const declared = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? declared(join(dir, entry.name))
        : [...readFileSync(join(dir, entry.name), 'utf8').matchAll(/(?:path: |call\("\w+", )"(\/[^"]+)"/g)].map(
            (match) => match[1] ?? '',
          ),
    );
  const sourcesUnder = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'tests' ? [] : sourcesUnder(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });

  /** A path quoted whole, after the API's prefix, or (one with parameters) as a template up to its first parameter. */
  const spellings = (path: string): string[] => {
    const fixed = path.split('{')[0] ?? path;
    return [
      ...['"', "'"].map((quote) => `${quote}${path}${quote}`),
      `/admin-api${path}`,
      ...(fixed === path ? [] : [`\`${fixed}\${`, `\`/admin-api${fixed}\${`]),
    ];
  };

  it('no screen or route spells a declared path again', () => {
    const paths = new Set(declared(`${root}contract`));
    expect(paths.size).toBeGreaterThan(0);
    const spelt = [...sourcesUnder(`${root}src`), ...sourcesUnder(`${root}server`)].flatMap((file) => {
      // Comments may name a path (docs); a generated file takes its paths from the declarations.
      if (file.endsWith('/generated.ts')) return [];
      const text = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:])\/\/.*$/gm, '$1');
      return [...paths]
        .filter((path) => spellings(path).some((spelling) => text.includes(spelling)))
        .map((path) => `${file.slice(root.length)}: ${path}`);
    });
    expect(spelt).toEqual([]);
  });
});
