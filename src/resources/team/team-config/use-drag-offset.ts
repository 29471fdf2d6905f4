/**
 * Dragging the drawer (SPEC §2.7 "draggable"): the title is the handle; the panel moves sideways with the mouse,
 * kept inside the window. The drawer is full height, so only the horizontal position changes.
 */
import { useCallback, useEffect, useRef, useState, type MouseEvent as ReactMouseEvent } from "react";

/** How far the panel may move: its left edge stays inside the window, its right edge at most at the window's. */
export function clampOffset(offset: number, panelWidth: number, windowWidth: number): number {
  const furthestLeft = Math.min(0, panelWidth - windowWidth);
  return Math.max(furthestLeft, Math.min(0, offset));
}

export function useDragOffset(panelWidth: number) {
  const [offset, setOffset] = useState(0);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const onMouseDown = useCallback(
    (event: ReactMouseEvent) => {
      if (event.button !== 0) return;
      event.preventDefault();
      const startX = event.clientX;
      const startOffset = offset;
      const move = (next: MouseEvent) =>
        setOffset(clampOffset(startOffset + next.clientX - startX, panelWidth, window.innerWidth));
      const up = () => stop.current?.();
      stop.current = () => {
        window.removeEventListener("mousemove", move);
        window.removeEventListener("mouseup", up);
        stop.current = null;
      };
      window.addEventListener("mousemove", move);
      window.addEventListener("mouseup", up);
    },
    [offset, panelWidth],
  );
  return { offset, onMouseDown };
}
