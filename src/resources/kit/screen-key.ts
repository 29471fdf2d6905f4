/** `./finance/withdraw-orders.screen.tsx` → `finance/withdraw-orders` (the menu component key). */
export function screenKeyOf(path: string): string {
  return path.replace(/^\.\//, "").replace(/\.screen\.tsx?$/, "");
}
