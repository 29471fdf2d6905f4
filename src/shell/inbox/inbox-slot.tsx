/**
 * Where the bell goes in the header (desktop and phone alike: one icon fits the phone's header). Its code is a lazy
 * chunk fetched after the header's first paint, so the shell's first screen is not held up by it; a chunk that does
 * not load leaves the bell out, quietly, as a back end without the inbox does (inbox-bell.tsx).
 */
import { Suspense } from "react";
import { lazyPage } from "@/lib/chunk-timeout";
import { useAfterFirstPaint } from "@/lib/after-paint";
import { ChunkErrorBoundary } from "../chunk-error-boundary";

const InboxBell = lazyPage(() => import("./inbox-bell"));

export function InboxSlot() {
  const painted = useAfterFirstPaint();
  if (!painted) return null;
  return (
    <ChunkErrorBoundary standIn={null}>
      <Suspense fallback={null}>
        <InboxBell />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
