/**
 * The navigation guard of SPEC §2.1 on every route change, in order: the version check (it runs beside the
 * navigation and never blocks it), then the decisions of guard-rules (lock flag, login redirect, login → home).
 *
 * The decisions are taken while rendering, before the target renders: a locked console shows nothing behind the lock
 * and sends no request for it, whatever address is typed.
 *
 * The other tabs of the console are followed (other-tabs.ts): a lock, an unlock, a sign-out or a login there is acted
 * on here at once, without waiting for this tab's next navigation.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useStableNavigate } from "@/lib/route-hooks";
import { useTranslation } from "react-i18next";
import { storage, storedUsername, StorageKey } from "@/lib/storage";
import { notify } from "@/lib/notify";
import { saveDrafts } from "@/lib/drafts";
import { loginPathFor, safeRedirect } from "@/lib/redirect";
import { keepLockReturn, rememberLockReturn, takeLockReturn } from "@/providers/session/lock-return";
import { checkVersion } from "./version-check";
import { cancelTarget, guardDecision, HOME_PATH, LOCK_PATH } from "./guard-rules";
import { followOtherTab } from "./other-tabs";

const isLoggedIn = () => Boolean(storage.get(StorageKey.accessToken)) && storage.get(StorageKey.userInfo) != null;

function useVersionCheck(routeKey: string) {
  const { t } = useTranslation();
  const modalOpen = useRef(false);
  useEffect(() => {
    if (import.meta.env.DEV || modalOpen.current) return;
    void checkVersion().then((verdict) => {
      if (verdict.kind === "failed") notify.warning(t("errors.versionCheckFailed"));
      if (verdict.kind !== "new" || modalOpen.current) return;
      modalOpen.current = true;
      const reload = () => window.location.reload();
      notify.confirm({
        title: t("errors.newVersion", { version: verdict.version }),
        okText: t("errors.refreshNow"),
        onOk: reload,
        onCancel: reload,
      });
    });
  }, [routeKey, t]);
}

/** This tab's hash route: path and query. */
const hashRoute = () => window.location.hash.replace(/^#/, "") || "/";

function useFollowOtherTabs() {
  const navigate = useStableNavigate();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      const here = hashRoute();
      const follow = followOtherTab(
        { key: event.key, newValue: event.newValue },
        { path: here.split("?")[0], loggedIn: isLoggedIn(), locking: storage.get(StorageKey.locking) },
      );
      switch (follow.kind) {
        case "lock":
          // What this tab's open forms hold comes back after the unlock (src/lib/drafts.ts), as for the server's lock.
          saveDrafts(storedUsername());
          rememberLockReturn(here);
          navigate(LOCK_PATH);
          break;
        case "unlock":
          navigate(takeLockReturn() ?? HOME_PATH, { replace: true });
          break;
        case "signedOut":
          takeLockReturn();
          navigate(loginPathFor(here), { replace: true });
          break;
        case "signedIn": {
          // A fresh start: this tab's console state (menu, identity, caches) was that of no session.
          const target = safeRedirect(new URLSearchParams(here.split("?")[1] ?? "").get("redirect")) ?? HOME_PATH;
          window.location.hash = `#${target}`;
          window.location.reload();
          break;
        }
        case "none":
          break;
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [navigate]);
}

/**
 * To the lock screen because the stored flag says locked: another tab locked and this one rendered (a navigation, a
 * re-render) before it heard of it. This tab's page is kept to return to, unless it already has one.
 */
function ToLockScreen({ from }: { from: string }) {
  const navigate = useStableNavigate();
  useEffect(() => {
    keepLockReturn(from);
    navigate(LOCK_PATH, { replace: true });
  }, [from, navigate]);
  return null;
}

export function NavigationGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  useVersionCheck(location.pathname);
  useFollowOtherTabs();
  const loggedIn = isLoggedIn();
  const decision = guardDecision({
    path: location.pathname,
    search: location.search,
    locking: storage.get(StorageKey.locking),
    loggedIn,
  });
  // The previous address is noted as the target renders, not once it commits: the router navigates in React
  // transitions, and one into code still loading (the shell after a reload on the lock screen) commits only when the
  // code is in, while the address bar — and the user — are already there. A cancel meanwhile goes back there.
  if (decision.kind === "allow") previous.current = `${location.pathname}${location.search}`;

  if (decision.kind === "redirect" && decision.to === LOCK_PATH)
    return <ToLockScreen from={`${location.pathname}${location.search}`} />;
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  if (decision.kind === "cancel")
    return <Navigate to={cancelTarget(previous.current, location.pathname, loggedIn)} replace />;
  return <>{children}</>;
}
