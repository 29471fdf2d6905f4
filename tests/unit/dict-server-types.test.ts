/**
 * The console's dictionaries against the contract server's seed (server/seed/dict-data.ts): every type the console
 * asks for exists there, and the console declares the same codes with the same Chinese titles — so a back end that
 * lacks the types shows exactly what the contract server would.
 */
import { describe, expect, it } from "vitest";
import { DICTS, DICT_IDS } from "@/i18n/dicts";
import { DICT_SERVER_TYPES, serverTypeOf } from "@/i18n/dicts/server-types";
import { DICTS as SEEDED } from "../../server/seed/dict-data";

const seeded = new Map(SEEDED.map((dict) => [dict.type, dict]));

describe("dictionary server types", () => {
  it("name a seeded type for every console dictionary that asks the server", () => {
    for (const id of DICT_IDS) {
      const type = serverTypeOf(id);
      if (type !== null) expect(seeded.has(type), `${id} → ${type}`).toBe(true);
    }
  });

  it("cover every seeded type", () => {
    const asked = new Set<string | null>(Object.values(DICT_SERVER_TYPES));
    expect(SEEDED.map((dict) => dict.type).filter((type) => !asked.has(type))).toEqual([]);
  });

  it("the console declares the seeded codes, in order, with the seeded Chinese titles", () => {
    for (const id of DICT_IDS) {
      const seed = seeded.get(serverTypeOf(id) ?? "");
      if (!seed) continue;
      expect(DICTS[id].codes, id).toEqual(seed.options.map(([code]) => code));
      expect(
        DICTS[id].codes.map((code) => DICTS[id].entries[code].zh),
        id,
      ).toEqual(seed.options.map(([, title]) => title));
    }
  });
});
