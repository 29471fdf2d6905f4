/**
 * A menu page's to-do count (antd's Badge). The counts come from the server after home has drawn, so the badge's code
 * is fetched once the first count is drawn, not with the shell: home becomes interactive without it. Until it has
 * loaded nothing is drawn; should it not load (failed, or past SPEC §9's chunk timeout), the count shows as plain
 * text, so the figure is never lost.
 */
import { Suspense } from "react";
import type { BadgeProps } from "antd";
import { preloadable } from "@/lib/preloadable";
import { ChunkErrorBoundary } from "../chunk-error-boundary";

const { Component: Badge } = preloadable<BadgeProps & { "data-todo-badge"?: string }>(() => import("antd/es/badge"));

/** The largest count shown as it is; more shows as "999+". */
const OVERFLOW = 999;

export function WaitingBadge({ count, page }: { count: number; page: string }) {
  const plain = (
    <span className="side-menu-count" data-todo-badge={page}>
      {count > OVERFLOW ? `${OVERFLOW}+` : count}
    </span>
  );
  return (
    <ChunkErrorBoundary standIn={plain}>
      <Suspense fallback={null}>
        <Badge count={count} overflowCount={OVERFLOW} size="small" data-todo-badge={page} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
