// @vitest-environment node
/**
 * SPEC §9's chunk timeout holds for every lazy load in src/, not only for the pages: this reads every source file and
 * fails on a dynamic `import(` that is not the body of a function handed to `lazyPage`, `preloadable` or
 * `withChunkTimeout`, on an `import.meta.glob` (not eager) not handed to `withChunkTimeouts`, and on React's `lazy`
 * used anywhere but the two helpers that wrap it — so a new lazy piece cannot forget the timeout.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("..", import.meta.url));
const ROOT = join(SRC, "..");

/** Functions whose argument functions may import: each puts the load under the chunk timeout. */
const TIMED = new Set(["lazyPage", "preloadable", "withChunkTimeout"]);
/** The helpers that wrap React's `lazy` around a timed load. */
const LAZY_ALLOWED = new Set(["src/lib/chunk-timeout.ts", "src/lib/preloadable.tsx"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")
      ? [path]
      : [];
  });
}

const calleeName = (call: ts.CallExpression): string | undefined => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
};

/** The call a node is an argument of (through parentheses and `as`), if any. */
function callTakingArgument(node: ts.Node): ts.CallExpression | undefined {
  let current = node;
  while (
    ts.isParenthesizedExpression(current.parent) ||
    ts.isAsExpression(current.parent) ||
    ts.isSatisfiesExpression(current.parent)
  )
    current = current.parent;
  const parent = current.parent;
  return ts.isCallExpression(parent) && parent.arguments.includes(current as ts.Expression) ? parent : undefined;
}

const isImportMetaGlob = (call: ts.CallExpression): boolean =>
  ts.isPropertyAccessExpression(call.expression) &&
  call.expression.name.text === "glob" &&
  ts.isMetaProperty(call.expression.expression);

const isEagerGlob = (call: ts.CallExpression): boolean =>
  call.arguments.some(
    (argument) =>
      ts.isObjectLiteralExpression(argument) &&
      argument.properties.some(
        (property) =>
          ts.isPropertyAssignment(property) &&
          property.name.getText() === "eager" &&
          property.initializer.kind === ts.SyntaxKind.TrueKeyword,
      ),
  );

/** Every lazy load of one file that bypasses the chunk timeout, as `file:line what`. */
export function untimedLoads(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const specifier = node.arguments[0] && ts.isStringLiteral(node.arguments[0]) ? node.arguments[0].text : "?";
        let fn: ts.Node | undefined = node.parent;
        while (fn && !ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn) && !ts.isFunctionDeclaration(fn))
          fn = fn.parent;
        const taker = fn && !ts.isFunctionDeclaration(fn) ? callTakingArgument(fn) : undefined;
        const timed = taker !== undefined && TIMED.has(calleeName(taker) ?? "");
        if (!timed) found.push(`${where(node)} import("${specifier}")`);
      } else if (isImportMetaGlob(node) && !isEagerGlob(node)) {
        const taker = callTakingArgument(node);
        if (!taker || calleeName(taker) !== "withChunkTimeouts") found.push(`${where(node)} import.meta.glob`);
      } else if (calleeName(node) === "lazy" && !LAZY_ALLOWED.has(file)) {
        found.push(`${where(node)} lazy(`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("every lazy load in src/ has SPEC §9's chunk timeout", () => {
  it("no dynamic import, glob or React lazy bypasses the helpers", () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const bypassing = files.flatMap((path) =>
      untimedLoads(relative(ROOT, path).split("\\").join("/"), readFileSync(path, "utf8")),
    );
    expect(bypassing).toEqual([]);
  });

  it("tells a timed load from an untimed one (the rule's own check)", () => {
    const check = (text: string) => untimedLoads("src/x.tsx", text).length;
    expect(check(`const A = lazyPage(() => import("./a"));`)).toBe(0);
    expect(check(`const A = lazyPage(async () => ({ default: (await import("./a")).A }));`)).toBe(0);
    expect(check(`const { Component } = preloadable(() => import("./a"));`)).toBe(0);
    expect(check(`const load = withChunkTimeout(() => import("./a"));`)).toBe(0);
    expect(check(`const m = withChunkTimeouts(import.meta.glob("./*.ts"));`)).toBe(0);
    expect(check(`const m = import.meta.glob("./*.ts", { eager: true });`)).toBe(0);
    // The shell's pieces as they were before the timeout reached them:
    expect(check(`const ThemeDrawer = lazy(() => import("./theme-drawer"));`)).toBe(2);
    expect(check(`const A = React.lazy(() => import("./a"));`)).toBe(2);
    expect(check(`const load = () => void import("./menu-search-select").then(use);`)).toBe(1);
    expect(check(`const load = async () => (await import("antd/es/locale/en_US")).default;`)).toBe(1);
    expect(check(`const A = lazyPage(() => x); const b = () => import("./b");`)).toBe(1);
    expect(check(`const m = import.meta.glob("./*.ts");`)).toBe(1);
    expect(check(`async function f() { return import("./a"); }`)).toBe(1);
  });
});
