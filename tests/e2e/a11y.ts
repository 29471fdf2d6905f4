/**
 * axe-core (WCAG 2.0/2.1 A and AA) on what the page shows now; fails on any critical or serious violation and names
 * each one (rule, impact, target selectors, axe's summary) so the failure says what to fix.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const A11Y_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] as const;
const BLOCKING = new Set(["critical", "serious"]);

export interface A11yFinding {
  rule: string;
  impact: string;
  nodes: { target: string; summary: string }[];
}

/** The critical and serious violations on the page (or inside `include`, a CSS selector), one entry per rule. */
export async function seriousA11yViolations(page: Page, include?: string): Promise<A11yFinding[]> {
  // axe.run in the page itself ("legacy" mode: the console has no frames), reporting its violations only. The default
  // runs axe per frame and then finishes in a new blank page of the context: a renderer process started and closed for
  // each look, and the nodes of every passing rule sent back (bench/results/e2e-axe.md).
  // (options first: it replaces what withTags sets.)
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags([...A11Y_TAGS])
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ""))
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? "",
      nodes: v.nodes.map((n) => ({
        target: n.target.join(" "),
        summary: (n.failureSummary ?? "").split("\n").slice(0, 2).join(" "),
      })),
    }));
}

export function describeFindings(findings: A11yFinding[]): string {
  return findings
    .map(
      (f) =>
        `${f.rule} (${f.impact}, ${f.nodes.length} nodes)\n${f.nodes.map((n) => `  ${n.target}: ${n.summary}`).join("\n")}`,
    )
    .join("\n");
}

/** Fails with a readable list when axe finds a critical or serious violation; `context` names the screen and state. */
export async function expectNoSeriousA11yViolations(page: Page, context: string, include?: string): Promise<void> {
  const findings = await seriousA11yViolations(page, include);
  const count = findings.reduce((sum, f) => sum + f.nodes.length, 0);
  expect(count, `${context}: ${count} critical/serious axe violation(s)\n${describeFindings(findings)}`).toBe(0);
}
