// `npm run mutation`'s last step: one score over its two Stryker passes (stryker.config.mjs and
// stryker.isolated.config.mjs), per file and in all, as Stryker counts it: killed and timed-out mutants over every
// mutant that compiled (survived and uncovered ones count against).
import { readFileSync } from "node:fs";

const reports = ["reports/mutation/mutation.json", "reports/mutation/isolated.json"];
const files = Object.assign({}, ...reports.map((path) => JSON.parse(readFileSync(path, "utf8")).files));

const count = (mutants) => {
  const c = { detected: 0, undetected: 0 };
  for (const { status } of mutants) {
    if (status === "Killed" || status === "Timeout") c.detected += 1;
    else if (status === "Survived" || status === "NoCoverage") c.undetected += 1;
  }
  return c;
};
const score = ({ detected, undetected }) => ((100 * detected) / Math.max(1, detected + undetected)).toFixed(2);

const all = { detected: 0, undetected: 0 };
for (const [name, { mutants }] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
  const c = count(mutants);
  all.detected += c.detected;
  all.undetected += c.undetected;
  console.log(`${score(c).padStart(6)} %  ${String(c.undetected).padStart(4)} undetected  ${name}`);
}
console.log(
  `${score(all).padStart(6)} %  ${String(all.undetected).padStart(4)} undetected  all ${all.detected + all.undetected} mutants`,
);
