/**
 * The plans of the statements a list call sends (tests of docs/performance.md "At volume"), read with sequential
 * scans disabled: the planner then reads a table without an index only where no index can serve.
 */
import { expect } from 'vitest';
import type { Db, SqlParam } from '../db/types';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Filter?: string;
  'Sort Key'?: string[];
  Plans?: PlanNode[];
}

export const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** Every statement `db` is sent while `call` runs, with its parameters, in order. */
export async function statementsOf(
  db: Db,
  call: () => Promise<unknown>,
): Promise<[string, readonly SqlParam[] | undefined][]> {
  const query = db.query.bind(db);
  const sent: [string, readonly SqlParam[] | undefined][] = [];
  db.query = (async (sql: string, params?: readonly SqlParam[]) => {
    sent.push([sql, params]);
    return query(sql, params);
  }) as typeof db.query;
  try {
    await call();
  } finally {
    db.query = query;
  }
  return sent;
}

/**
 * The plans of the SELECTs `call` sends that `keep` picks (default: those with a LIMIT, the list's page and totals),
 * each plan a tree with its statement; with sequential scans off (and whatever else `settings` names).
 */
export async function planTrees(
  db: Db,
  call: () => Promise<unknown>,
  keep: (sql: string) => boolean = (sql) => /\bLIMIT\b/.test(sql),
  settings: readonly string[] = ['enable_seqscan'],
): Promise<(PlanNode & { sql: string })[]> {
  const query = db.query.bind(db);
  const sent = (await statementsOf(db, call)).filter(
    ([sql]) => /^\s*(\/\*[^*]*\*\/\s*)?SELECT/i.test(sql) && keep(sql),
  );
  const plans: (PlanNode & { sql: string })[] = [];
  for (const setting of settings) await query(`SET ${setting} = off`);
  try {
    for (const [sql, params] of sent) {
      const [row] = await query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      if (row) plans.push({ ...row['QUERY PLAN'][0].Plan, sql });
    }
  } finally {
    for (const setting of settings) await query(`RESET ${setting}`);
  }
  return plans;
}

/** Every node of the plans of `call`'s page statements (see planTrees). */
export async function plansOf(db: Db, call: () => Promise<unknown>): Promise<PlanNode[]> {
  const trees = await planTrees(db, call);
  expect(trees.length).toBeGreaterThan(0);
  return trees.flatMap(nodes);
}
