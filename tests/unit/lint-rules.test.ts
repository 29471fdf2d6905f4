// @vitest-environment node
/**
 * The house rules are lint errors: an import cycle, and an import that runs the wrong way between the layers of src/
 * (lib ← i18n ← components ← providers ← shell ← resources | pages ← app; a screen or its parts past the kit's public
 * surface into its engine; one area of src/resources importing another) or of server/ (db | i18n ← lib ← http ← kit ← seed ← routes ← screens ← app, and no area
 * of server/screens importing another). Runs ESLint with the
 * project's own config, on the fixtures of tests/lint-fixtures/ (ignored by `npm run lint`) and on probe texts
 * placed in src/ and server/ (never written to disk).
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
    ["the console imports the contract server", "src/i18n/lint-probe.ts", "../../server/seed/apps"],
    ["the shared contract imports the console", "contract/lint-probe.ts", "../src/lib/csv"],
    ["the shared contract imports the server", "contract/finance/lint-probe.ts", "../../server/lib/input"],
    ["a screen imports the kit's engine", "src/resources/lint-probe.ts", "@/resources/kit/engine/types"],
    [
      "a screen part imports the kit's engine",
      "src/resources/members/user-list/lint-probe.tsx",
      "../../kit/engine/use-call",
    ],
    ["one area of screens imports another", "src/resources/members/lint-probe.ts", "../finance/withdraw-orders.screen"],
    [
      "a screen part imports another area's part",
      "src/resources/members/user-list/lint-probe.tsx",
      "../../system/audit-trail/verify-chain",
    ],
  ])("fails when %s", async (_name, filePath, target) => {
    expect(
      await ruleIds(`import * as wrongWay from "${target}";\nexport const probe = wrongWay;\n`, filePath),
    ).toContain("import-x/no-restricted-paths");
  });

  it.each([
    ["providers import the session state", "src/providers/lint-probe.ts", "@/providers/session/menu-store"],
    ["the shell imports providers and components", "src/shell/lint-probe.ts", "@/components/language-switch"],
    ["a screen imports the kit", "src/resources/lint-probe.ts", "@/resources/kit"],
    ["an area imports what areas share", "src/resources/members/lint-probe.ts", "@/resources/shared/ledger/labels"],
    ["the kit imports its engine", "src/resources/kit/lint-probe.ts", "./engine/types"],
    ["the app imports a page", "src/app/lint-probe.ts", "@/pages/home/home-page"],
  ])("passes when %s", async (_name, filePath, target) => {
    expect(await ruleIds(`import * as rightWay from "${target}";\nexport const probe = rightWay;\n`, filePath)).toEqual(
      [],
    );
  });
});

describe("lint: one way for a screen part to reach the back end", () => {
  it("fails when a screen part imports the http client", async () => {
    const code = 'import { http } from "@/providers/http-instance";\nexport const probe = http;\n';
    expect(await ruleIds(code, "src/resources/system/roles/lint-probe.ts")).toContain("import-x/no-restricted-paths");
  });

  it.each(["useDataProvider", "useCustom", "useList"])("fails when a screen part imports Refine's %s", async (hook) => {
    const code = `import { ${hook} } from "@refinedev/core";\nexport const probe = ${hook};\n`;
    expect(await ruleIds(code, "src/resources/finance/money-approvals/lint-probe.tsx")).toContain(
      "no-restricted-imports",
    );
  });

  it("passes for the kit's engine, which carries the calls", async () => {
    const code = 'import { useDataProvider } from "@refinedev/core";\nexport const probe = useDataProvider;\n';
    expect(await ruleIds(code, "src/resources/kit/engine/lint-probe.ts")).toEqual([]);
  });
});

describe("lint: one navigate function", () => {
  it.each(["src/shell/layout/lint-probe.tsx", "src/resources/finance/money-approvals/lint-probe.tsx"])(
    "fails when %s imports React Router's useNavigate",
    async (file) => {
      const code = 'import { useNavigate } from "react-router";\nexport const probe = useNavigate;\n';
      expect(await ruleIds(code, file)).toContain("no-restricted-imports");
    },
  );

  it("passes for the route hooks, which hold it", async () => {
    const code = 'import { useNavigate } from "react-router";\nexport const probe = useNavigate;\n';
    expect(await ruleIds(code, "src/lib/route-hooks.tsx")).toEqual([]);
  });
});

describe("lint: the shared contract runs on both sides", () => {
  it("fails when contract/ imports a Node module", async () => {
    const code = 'import { readFileSync } from "node:fs";\nexport const probe = readFileSync;\n';
    expect(await ruleIds(code, "contract/lint-probe.ts")).toContain("no-restricted-imports");
  });

  it("passes for contract/ importing contract/", async () => {
    const code = 'import { call } from "../calls";\nexport const probe = call;\n';
    expect(await ruleIds(code, "contract/finance/lint-probe.ts")).toEqual([]);
  });
});

describe("lint: the server's import direction", () => {
  it("fails on an import cycle (a probe in the place of http/paging.ts, which kit/list imports)", async () => {
    const code = 'import { runList } from "../kit/list";\nexport const probe = runList;\n';
    expect(await ruleIds(code, "server/http/paging.ts")).toContain("import-x/no-cycle");
  });

  it.each([
    ["lib imports the kit", "server/lib/lint-probe.ts", "../kit/screen"],
    ["the server imports console code", "server/lib/lint-probe.ts", "../../src/lib/storage"],
    // What both sides share is in contract/: nothing of src/ is the server's to import, not even pure helpers.
    ["the server imports a pure helper of the console", "server/routes/lint-probe.ts", "../../src/lib/csv"],
    ["db imports lib", "server/db/lint-probe.ts", "../lib/time"],
    ["lib imports http", "server/lib/lint-probe.ts", "../http/envelope"],
    ["http imports a screen", "server/http/lint-probe.ts", "../screens/shops/shop-list"],
    ["the kit imports the seed", "server/kit/lint-probe.ts", "../seed/dates"],
    ["the kit imports a screen", "server/kit/lint-probe.ts", "../screens/shops/shop-list"],
    ["routes import a screen", "server/routes/lint-probe.ts", "../screens/stats/statistics-home"],
    ["a screen imports the app", "server/screens/shops/lint-probe.ts", "../../app"],
    ["one area imports another", "server/screens/members/lint-probe.ts", "../shops/shops.tables"],
    ["an area helper imports another area", "server/screens/finance/lint-probe.rules.ts", "../members/user-list.model"],
  ])("fails when %s", async (_name, filePath, target) => {
    expect(
      await ruleIds(`import * as wrongWay from "${target}";\nexport const probe = wrongWay;\n`, filePath),
    ).toContain("import-x/no-restricted-paths");
  });

  it.each([
    ["a screen imports its own area", "server/screens/shops/lint-probe.ts", "./shops.tables"],
    ["a screen imports lib, the kit and routes", "server/screens/stats/lint-probe.ts", "../../routes/console-stats"],
    ["the kit imports lib", "server/kit/lint-probe.ts", "../lib/table"],
    ["http imports lib", "server/http/lint-probe.ts", "../lib/api-error"],
    ["lib imports the shared dictionaries", "server/lib/lint-probe.ts", "../../contract/dicts/constants"],
    ["a route imports the shared CSV encoder", "server/routes/lint-probe.ts", "../../contract/csv-encoding"],
    ["a screen imports its calls", "server/screens/finance/lint-probe.ts", "../../../contract/finance/bank-management"],
    ["a test imports a screen", "server/tests/lint-probe.ts", "../screens/shops/shops.tables"],
  ])("passes when %s", async (_name, filePath, target) => {
    expect(await ruleIds(`import * as rightWay from "${target}";\nexport const probe = rightWay;\n`, filePath)).toEqual(
      [],
    );
  });
});
