import { DICT_IDS, DICTS } from '../../contract/dicts';

/** A seeded dictionary: its type, title and ordered [value, Chinese title] options. */
export interface SeededDict {
  type: string;
  title: string;
  options: readonly (readonly [string, string])[];
}

/**
 * The dictionaries of SPEC §4 the server serves, in declaration order: every dictionary of the one declaration
 * (`contract/dicts/`) that has a server type, with its Chinese labels. Console-only ones are not seeded.
 */
export const SEEDED_DICTS: readonly SeededDict[] = DICT_IDS.flatMap((id) => {
  const { serverType, title, codes, entries } = DICTS[id];
  return serverType === null
    ? []
    : [{ type: serverType, title, options: codes.map((code) => [code, entries[code].zh]) }];
});
