/**
 * Waits for the first Ctrl/⌘+K, then loads and mounts the command palette (./command-palette), which opens at once.
 * Keys typed while it loads are kept and become its search text, so nothing typed is lost.
 */
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { lazyPage } from "@/lib/chunk-timeout";
import { ChunkErrorBoundary } from "../chunk-error-boundary";

const CommandPaletteRoot = lazyPage(() => import("./command-palette"));

export const isPaletteShortcut = (
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">,
): boolean => (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k";

/** The text typed between the shortcut and the palette's mount: printable keys, Backspace honoured. */
export function bufferKey(
  buffer: string,
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">,
): string {
  if (event.key === "Backspace") return buffer.slice(0, -1);
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey ? buffer + event.key : buffer;
}

/** The launcher on screen: a button (the phone's header) asks it to open the palette, as the shortcut does. */
let onRequest: (() => void) | null = null;

/** Opens the palette (loading it first), or toggles it once loaded: the header's palette button on a phone. */
export function requestPalette(): void {
  onRequest?.();
}

export function CommandPaletteLauncher() {
  const [requested, setRequested] = useState(false);
  // Each button press after the palette's mount toggles it once more.
  const [presses, setPresses] = useState(0);
  useEffect(() => {
    onRequest = () => {
      setRequested(true);
      setPresses((count) => count + 1);
    };
    return () => {
      onRequest = null;
    };
  }, []);
  const buffer = useRef<string | null>(null);
  // Read once by the palette as it opens; from then on its own listeners have the keyboard.
  const takeTyped = useCallback(() => {
    const text = buffer.current ?? "";
    buffer.current = null;
    return text;
  }, []);

  useEffect(() => {
    if (requested) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      buffer.current = "";
      setRequested(true);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [requested]);

  useEffect(() => {
    if (!requested) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (buffer.current !== null) buffer.current = bufferKey(buffer.current, event);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [requested]);

  if (!requested) return null;
  // Its code not loading: the reload offer floats over the console; Close goes back to waiting for the shortcut.
  return (
    <ChunkErrorBoundary onClose={() => setRequested(false)}>
      <Suspense fallback={null}>
        <CommandPaletteRoot typed={takeTyped} presses={presses} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
