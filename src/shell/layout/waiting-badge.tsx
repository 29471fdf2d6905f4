/**
 * A menu page's to-do count (antd's Badge). The counts come from the server after home has drawn, so the badge's code
 * is fetched once the first count is here, not with the shell: home becomes interactive without it. Until it has
 * loaded nothing is drawn; should it not load (failed, or past SPEC §9's chunk timeout), the count shows as plain
 * text, so the figure is never lost.
 */
import { useSyncExternalStore, type ComponentType } from "react";
import type { BadgeProps } from "antd";
import { withChunkTimeout } from "@/lib/chunk-timeout";

type BadgeComponent = ComponentType<BadgeProps & { "data-todo-badge"?: string }>;

/** The largest count shown as it is; more shows as "999+". */
const OVERFLOW = 999;

const loadBadge = withChunkTimeout(() => import("antd/es/badge"));

type State = { badge: BadgeComponent } | "loading" | "failed";

let state: State = "loading";
let asked = false;
const listeners = new Set<() => void>();

/** Fetches the badge's code the first time a count is drawn (again after a failure, at the next count drawn). */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!asked) {
    asked = true;
    loadBadge().then(
      (module) => settle({ badge: module.default }),
      () => {
        asked = false;
        settle("failed");
      },
    );
  }
  return () => void listeners.delete(listener);
}

function settle(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

export function WaitingBadge({ count, page }: { count: number; page: string }) {
  const current = useSyncExternalStore(subscribe, () => state);
  if (current === "loading") return null;
  if (current === "failed")
    return (
      <span className="side-menu-count" data-todo-badge={page}>
        {count > OVERFLOW ? `${OVERFLOW}+` : count}
      </span>
    );
  const { badge: Badge } = current;
  return <Badge count={count} overflowCount={OVERFLOW} size="small" data-todo-badge={page} />;
}
