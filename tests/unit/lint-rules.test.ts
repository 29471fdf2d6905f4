// @vitest-environment node
/**
 * The house rules (issue 14 part 5) are lint errors: an import cycle, and an import that runs the wrong way between
 * the layers of src/ (lib ← i18n ← components ← providers ← shell ← resources | pages ← app). Runs ESLint with the
 * project's own config, on the fixtures of tests/lint-fixtures/ (ignored by `npm run lint`) and on probe texts
 * placed in src/ (never written to disk).
 */
import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd: root, ignore: false });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe("lint: import direction and cycles", () => {
  it("fails on an import cycle", async () => {
    const [result] = await eslint.lintFiles(["tests/lint-fixtures/cycle-a.ts"]);
    expect(result.messages.map((message) => message.ruleId)).toEqual(["import-x/no-cycle"]);
  });

  it.each([
    ["lib imports providers", "src/lib/lint-probe.ts", "@/providers/http-instance"],
    ["components import the session state", "src/components/lint-probe.ts", "@/providers/session/menu-store"],
    ["providers import the shell", "src/providers/lint-probe.ts", "@/shell/page-tabs"],
    ["the shell imports a page", "src/shell/lint-probe.ts", "@/pages/home/home-page"],
    ["a page imports a screen", "src/pages/lint-probe.ts", "@/resources/finance/withdraw-orders.screen"],
    ["a screen imports a page", "src/resources/lint-probe.ts", "../pages/home/home-page"],
    ["a screen imports the app", "src/resources/lint-probe.ts", "@/app/app-routes"],
    ["the console imports the contract server", "src/i18n/lint-probe.ts", "../../server/screens/apps"],
  ])("fails when %s", async (_name, filePath, target) => {
    expect(
      await ruleIds(`import * as wrongWay from "${target}";\nexport const probe = wrongWay;\n`, filePath),
    ).toContain("import-x/no-restricted-paths");
  });

  it.each([
    ["providers import the session state", "src/providers/lint-probe.ts", "@/providers/session/menu-store"],
    ["the shell imports providers and components", "src/shell/lint-probe.ts", "@/components/language-switch"],
    ["a screen imports the DSL", "src/resources/lint-probe.ts", "@/resources/dsl/types"],
    ["the app imports a page", "src/app/lint-probe.ts", "@/pages/home/home-page"],
  ])("passes when %s", async (_name, filePath, target) => {
    expect(await ruleIds(`import * as rightWay from "${target}";\nexport const probe = rightWay;\n`, filePath)).toEqual(
      [],
    );
  });
});
