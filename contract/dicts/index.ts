/**
 * Every dictionary by id (SPEC §4), for the console and the contract server (its seed and status constants): the
 * topical files here, and a screen's own beside its calls (./screen-dicts.ts, written by `npm run contract`).
 * Pure data: the server imports it too.
 */
import type { DictDefinition } from "./define";
import { COMMON_DICTS } from "./common-dicts";
import { MEMBER_DICTS } from "./member-dicts";
import { SCREEN_DICTS } from "./screen-dicts";
import { SHOP_DICTS } from "./shop-dicts";
import { SYSTEM_DICTS } from "./system-dicts";
import { WALLET_DICTS } from "./wallet-dicts";

/** Every dictionary in declaration order, each with its own entries' types (`dictConstants` reads them). */
export const ALL_DICTS = [
  ...COMMON_DICTS,
  ...MEMBER_DICTS,
  ...SHOP_DICTS,
  ...WALLET_DICTS,
  ...SYSTEM_DICTS,
  ...SCREEN_DICTS,
] as const;

/** A console dictionary's id, e.g. "withdrawStatus". */
export type DictId = (typeof ALL_DICTS)[number]["id"];

export const DICTS: Readonly<Record<DictId, DictDefinition<DictId>>> = Object.fromEntries(
  ALL_DICTS.map((dict): [DictId, DictDefinition<DictId>] => [dict.id, dict]),
) as Record<DictId, DictDefinition<DictId>>;

/** The ids in declaration order (a duplicate id would be lost from DICTS: the tests compare the two). */
export const DICT_IDS: readonly DictId[] = ALL_DICTS.map((dict) => dict.id);

export type { DictDefinition, DictEntry, TagColor } from "./define";
export { defineDict } from "./define";
