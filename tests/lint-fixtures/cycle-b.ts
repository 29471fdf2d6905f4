/** Lint fixture: the other half of the cycle in cycle-a.ts. */
import { a } from "./cycle-a";

export const b = "b";
export const callA = (): string => a();
