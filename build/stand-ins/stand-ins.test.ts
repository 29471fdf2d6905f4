// @vitest-environment node
/**
 * Each stand-in still has a module to stand in for: the build aliases a specifier to this folder, and when a library
 * renames or drops the module (rc-util's dynamicCSS is a private path), the alias would stop applying without a
 * word — the bundle grows, or antd's style injection loses its fast path.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ALIASED_STAND_INS, AXIOS_STAND_INS } from ".";

const nodeModules = fileURLToPath(new URL("../../node_modules/", import.meta.url));
const here = fileURLToPath(new URL("./", import.meta.url));

describe("build stand-ins", () => {
  it.each([...ALIASED_STAND_INS, ...AXIOS_STAND_INS].map((standIn) => [standIn.replaces, standIn] as const))(
    "%s is still in node_modules, and its stand-in here",
    (_name, standIn) => {
      expect(existsSync(`${nodeModules}${standIn.replaces}`), `node_modules/${standIn.replaces}`).toBe(true);
      expect(existsSync(`${here}${standIn.file}`), standIn.file).toBe(true);
    },
  );
});
