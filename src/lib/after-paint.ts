/**
 * "This component has been painted": false on the first render, true once the browser has drawn a frame with it. A
 * part rendered only then starts its chunk after the first paint instead of competing with it (home's
 * dashboard, started in the same render as the welcome, was fetched before home was interactive in some runs).
 */
import { useEffect, useState } from "react";

export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    // A frame's callbacks run before it is drawn; a task queued from one runs after.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
