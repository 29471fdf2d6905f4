/**
 * "The landing page has shown what it came for": home's dashboard says so once its figures are in, and whatever was
 * waiting for it (the list machinery's warm-up, registered by the app) runs then, once. A page cannot import the
 * resources layer, so the two meet here.
 */
const waiting: (() => void)[] = [];
let shown = false;

/** Runs `task` once the landing page has shown (at once if it already has). */
export function afterLanding(task: () => void): void {
  if (shown) task();
  else waiting.push(task);
}

/** The landing page has shown: runs what was waiting (only the first call does anything). */
export function landingShown(): void {
  shown = true;
  for (const task of waiting.splice(0)) task();
}
