/**
 * Request keys declared once (contract/calls.ts `keys`, server/http/declared-keys.ts): every call that is not a list
 * declares the keys it reads; where the server runs strict (its tests), a handler reading another key fails, naming it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { call, listCall, type Call } from '../../contract/calls';
import { declaredInput } from '../http/declared-keys';
import type { Input } from '../lib/input';
import { restoringEnv } from './helpers';

const restoreEnv = restoringEnv('CONTRACT_KEYS');
afterEach(restoreEnv);

const save = call('body', '/x/save', 'add', { title: 'text', sort: 'int' });

/** Every call object exported by contract/, found by walking its modules' exports. */
async function contractCalls(): Promise<Call[]> {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) files.push(path);
    }
  };
  walk(join(__dirname, '../../contract'));
  const found: Call[] = [];
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return;
    const record = value as Record<string, unknown>;
    if (typeof record.path === 'string' && typeof record.style === 'string') found.push(value as Call);
    else Object.values(record).forEach(visit);
  };
  for (const file of files.filter((file) => readFileSync(file, 'utf8').includes('call(')))
    Object.values((await import(file)) as Record<string, unknown>).forEach(visit);
  return found;
}

describe('declared request keys', () => {
  it('are declared by every call that is not a list', async () => {
    const calls = await contractCalls();
    expect(calls.length).toBeGreaterThan(250);
    expect(calls.filter((c) => !('filters' in c) && !c.keys).map((c) => c.path)).toEqual([]);
  });

  it('let a handler read its declared keys, and fail on another where the server runs strict', () => {
    process.env.CONTRACT_KEYS = 'strict';
    const typed = declaredInput(save, { title: 'a', sort: '1', extra: 'x' });
    expect([typed.title, typed.sort]).toEqual(['a', '1']);
    // A read of another key does not typecheck (server/tests/contract-rename.test.ts); read anyway, it fails.
    const input: Input = typed;
    expect(() => input.titel).toThrow('/x/save reads request key "titel", which contract/ does not declare for it');
    expect(() => 'extra' in input).toThrow(/"extra"/);
    // Awaiting it, or listing its keys, is not a read of a key (the operation log writes the input as sent).
    expect((input as { then?: unknown }).then).toBeUndefined();
    expect(Object.keys(input)).toEqual(['title', 'sort', 'extra']);
  });

  it('hand the input over as sent elsewhere, and a list its filters as the kit reads them', () => {
    delete process.env.CONTRACT_KEYS;
    const sent: Input = declaredInput(save, { other: 1 });
    expect(sent.other).toBe(1);
    process.env.CONTRACT_KEYS = 'strict';
    const list = listCall<object>()({ style: 'query', path: '/x/list', filters: { title: 'text' } });
    expect(declaredInput(list, { page: '2' }).page).toBe('2');
  });
});
