/**
 * The idle auto-lock (theme setting `lockMinutes`, 0 = off): after that many minutes with no pointer, key, wheel or
 * touch activity in any tab of the console, the screen locks as the lock button does. The tabs share the last
 * activity through localStorage (`lastActivity`); the timing is idle-lock.ts.
 */
import { useEffect, useRef } from "react";
import { useStableNavigate } from "@/lib/route-hooks";
import { storage, StorageKey } from "@/lib/storage";
import { lockScreen } from "@/providers/session/lock";
import { LOCK_PATH, LOGIN_PATH } from "../guard-rules";
import { startIdleLock } from "../idle-lock";

const ACTIVITY_EVENTS = ["pointerdown", "pointermove", "keydown", "wheel", "touchstart"] as const;

/** Only a signed-in user away from login and the lock screen is locked. */
function mayLock(): boolean {
  const path = window.location.hash.replace(/^#/, "").split("?")[0];
  return Boolean(storage.get(StorageKey.accessToken)) && path !== LOCK_PATH && path !== LOGIN_PATH;
}

function readLastActivity(): number | null {
  const at = Number(storage.get(StorageKey.lastActivity));
  return Number.isFinite(at) && at > 0 ? at : null;
}

export function useIdleLock(minutes: number): void {
  const navigate = useStableNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  useEffect(() => {
    if (minutes <= 0) return;
    const watcher = startIdleLock({
      minutes,
      now: () => Date.now(),
      readShared: readLastActivity,
      writeShared: (at) => storage.set(StorageKey.lastActivity, String(at)),
      onIdle: () => {
        if (!mayLock()) return;
        // Locked in another tab meanwhile: this one only shows the lock screen (the page to return to is kept).
        if (storage.get(StorageKey.locking) === "1") navigateRef.current(LOCK_PATH);
        else lockScreen(navigateRef.current);
      },
    });
    // A pointer that has not moved (the browser may send moves when the page changes under it) is no activity.
    let pointerAt = "";
    const onActivity = (event: Event) => {
      if (event.type === "pointermove") {
        const { screenX, screenY } = event as PointerEvent;
        const at = `${screenX},${screenY}`;
        if (at === pointerAt) return;
        pointerAt = at;
      }
      watcher.activity();
    };
    const options = { capture: true, passive: true };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
    return () => {
      watcher.stop();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
    };
  }, [minutes]);
}
