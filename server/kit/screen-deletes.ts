import { M } from '../i18n/messages';
import { requireInt } from '../lib/input';
import type { Table } from '../lib/table';
import { deleteRows, readIds, refusalsDoc, type Refusal } from './mutations';
import type { RouteDecl, RouteOptions } from './types';

/** A delete verb's options (`r.deleteById`, `r.deleteByIds`). */
export interface DeleteOptions extends RouteOptions {
  /** The message when the row does not exist. */
  notFound?: string;
  /** When a row may not go (still used, still on sale): checked with the rows locked; one refusal stops them all. */
  refuse?: readonly Refusal[];
}

/** A delete's options with its refusals added to its doc (CONTRACT.md lists each refusal's words). */
export const withRefusals = (opts: DeleteOptions): DeleteOptions => {
  const said = refusalsDoc(opts.refuse);
  return said ? { ...opts, doc: opts.doc ? `${opts.doc}; ${said}` : said } : opts;
};

/** Deletes the row `id` names (at least `minId`), or refuses: all in one transaction. */
export const deleteOne =
  (table: Table, opts: DeleteOptions & { minId?: number }): RouteDecl['handler'] =>
  async ({ db, input }) => {
    const { refuse, notFound = M.recordNotFound } = opts;
    const ids = [requireInt(input, 'id', opts.minId)];
    await db.transaction((tx) => deleteRows(tx, table.name, ids, { notFound, ...(refuse ? { refuse } : {}) }));
    return null;
  };

/** Deletes the rows `ids` names, all or none (a refusal of one keeps them all). */
export const deleteMany =
  (table: Table, { refuse }: DeleteOptions): RouteDecl['handler'] =>
  ({ db, input }) =>
    db.transaction((tx) => deleteRows(tx, table.name, readIds(input), refuse ? { refuse } : {}));
