/**
 * A handler written by hand in a screen (`r.post`, `r.get`) instead of a declared verb says why in one line right
 * above it (`// Hand-written: …`, which may run on over the comment lines below it): a ledger move, a refusal that
 * depends on who asks, a tree, the cache store.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declarationFiles, SCREENS_DIR } from '../kit/discover';

/** The hand-written handlers of a source without their line saying why. */
export function unexplained(source: string): number[] {
  const lines = source.split('\n');
  return lines.flatMap((line, index) => {
    if (!/^\s*r\.(post|get)\(/.test(line)) return [];
    let above = index - 1;
    while (above >= 0 && lines[above].trim() === '') above--;
    // The line may run on over a few comment lines: the first of them says it.
    while (above > 0 && /^\s*\/\/ /.test(lines[above]) && !/Hand-written:/.test(lines[above])) above--;
    return /^\s*\/\/ Hand-written: \S/.test(lines[above] ?? '') ? [] : [index + 1];
  });
}

describe('hand-written handlers', () => {
  it('are found, and one without its line is named', () => {
    expect(unexplained('r.list(a, {});\n// Hand-written: a tree.\nr.get(b, {}, f);\n\nr.post(c, {}, g);')).toEqual([5]);
  });

  it('each say why, in every screen', () => {
    const files = declarationFiles();
    expect(files.length).toBeGreaterThan(60);
    const missing = files.flatMap((file) =>
      unexplained(readFileSync(file, 'utf8')).map((line) => `${relative(SCREENS_DIR, file)}:${line}`),
    );
    expect(missing).toEqual([]);
  });
});
