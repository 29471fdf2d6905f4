/**
 * A dictionary's codes as named constants, for the contract server's code and SQL (e.g.
 * `dictConstants("withdrawStatus").pending` is 1): the names are the entries' `name`s, the values their codes —
 * numbers where the code is an integer. Typed from the declaration, so a misspelt name does not compile.
 */
import type { Label } from "../labels";
import { ALL_DICTS, type DictId } from ".";

type DictOf<Id extends DictId> = Extract<(typeof ALL_DICTS)[number], { readonly id: Id }>;

/** "1" → 1, "-1" → -1, "RMB" → "RMB". */
type CodeValue<Code extends string> = Code extends `${infer N extends number}` ? N : Code;

export type DictConstants<Entries> = {
  readonly [
    Code in keyof Entries & string as Entries[Code] extends { readonly name: infer Name extends string } ? Name : never
  ]: CodeValue<Code>;
};

const INTEGER = /^-?(0|[1-9]\d*)$/;

/** The value a code has in the server's columns: an integer code as a number, any other as its text. */
export function codeValue(code: string): number | string {
  return INTEGER.test(code) ? Number(code) : code;
}

/** The named codes of a dictionary; throws when the dictionary names none of its codes. */
export function dictConstants<Id extends DictId>(id: Id): DictConstants<DictOf<Id>["entries"]> {
  const dict = ALL_DICTS.find((candidate) => candidate.id === id);
  const named = Object.entries(dict?.entries ?? {}).flatMap(([code, entry]: [string, { name?: string }]) =>
    entry.name === undefined ? [] : [[entry.name, codeValue(code)] as const],
  );
  if (named.length === 0) throw new Error(`dictConstants(${id}): the dictionary names none of its codes`);
  return Object.freeze(Object.fromEntries(named)) as DictConstants<DictOf<Id>["entries"]>;
}

/**
 * A named entry's texts as a label (zh-CN, en-US), for the server's messages that name a status: the words the
 * console's tags show. Throws on a name the dictionary does not have.
 */
export function dictLabel<Id extends DictId>(id: Id, name: keyof DictConstants<DictOf<Id>["entries"]> & string): Label {
  const dict = ALL_DICTS.find((candidate) => candidate.id === id);
  const entry = Object.values(dict?.entries ?? {}).find((candidate: { name?: string }) => candidate.name === name);
  if (!entry) throw new Error(`dictLabel(${id}, ${name}): no such entry`);
  return [entry.zh, entry.en];
}
