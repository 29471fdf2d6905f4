// @vitest-environment node
/**
 * The docs' examples are the code (docs/adding-a-screen.md and any other page): a fenced block whose first line is a
 * comment naming a file (`// src/resources/…`, `// server/…` or `// contract/…`) must appear, line for line, in that file — the
 * doc shows an excerpt of the real file, never a version of it that drifted.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const docs = readdirSync(`${root}docs`, { recursive: true })
  .map(String)
  .filter((name) => name.endsWith(".md"));

interface Example {
  doc: string;
  file: string;
  lines: string[];
}

function examplesOf(doc: string): Example[] {
  const text = readFileSync(`${root}docs/${doc}`, "utf8");
  return [...text.matchAll(/```(?:ts|tsx)\n\/\/ ((?:src|server|contract)\/[\w./-]+)[^\n]*\n([\s\S]*?)```/g)].map(
    ([, file, body]) => ({ doc, file: file ?? "", lines: (body ?? "").replace(/\n$/, "").split("\n") }),
  );
}

const examples = docs.flatMap(examplesOf);

describe("the docs' examples", () => {
  it("are there (adding-a-screen.md shows the three files of a real screen)", () => {
    expect(examples.filter((example) => example.doc === "adding-a-screen.md").map((example) => example.file)).toEqual(
      expect.arrayContaining([
        "src/resources/members/usdt-withdraw-addresses.screen.ts",
        "server/screens/members/usdt-withdraw-addresses.ts",
        "contract/members/usdt-withdraw-addresses.ts",
      ]),
    );
  });

  it.each(examples.map((example) => [`${example.doc}: ${example.file}`, example] as const))(
    "%s is an excerpt of the file",
    (_name, example) => {
      const file = readFileSync(`${root}${example.file}`, "utf8").split("\n");
      const start = file.findIndex((_, index) => example.lines.every((line, j) => file[index + j] === line));
      expect(
        start,
        `${example.doc}'s example is not ${example.file}'s text: update one of them`,
      ).toBeGreaterThanOrEqual(0);
    },
  );
});
