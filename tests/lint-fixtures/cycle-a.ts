/** Lint fixture (tests/unit/lint-rules.test.ts): imports cycle-b, which imports this file back — a cycle. */
import { b } from "./cycle-b";

export const a = (): string => `a${b.length}`;
