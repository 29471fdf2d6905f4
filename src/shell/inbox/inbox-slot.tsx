/**
 * Where the bell goes in the header (desktop and phone alike: one icon fits the phone's header). Its code is a lazy
 * chunk fetched after the header's first paint, so the shell's first screen is not held up by it; a chunk that does
 * not load leaves the bell out, quietly, as a back end without the inbox does (inbox-bell.tsx).
 */
import { Suspense, useState } from "react";
import { lazyPage } from "@/lib/chunk-timeout";
import { useAfterFirstPaint } from "@/lib/after-paint";
import { ChunkErrorBoundary } from "../chunk-error-boundary";

const InboxBell = lazyPage(() => import("./inbox-bell"));

/**
 * The bell's room is kept from the first paint (one icon button's width), so the header does not move when the bell
 * arrives: the top nav measures which apps fit once, not again a moment later. A back end without the inbox frees it.
 */
export function InboxSlot() {
  const painted = useAfterFirstPaint();
  const [absent, setAbsent] = useState(false);
  if (absent) return null;
  return (
    <span style={{ display: "inline-flex", minWidth: 32 }} data-testid="inbox-slot">
      {painted && (
        <ChunkErrorBoundary standIn={null}>
          <Suspense fallback={null}>
            <InboxBell onAbsent={() => setAbsent(true)} />
          </Suspense>
        </ChunkErrorBoundary>
      )}
    </span>
  );
}
