/**
 * The navigation guard of SPEC §2.1 on every route change, in order: the version check (it runs beside the
 * navigation and never blocks it), then the decisions of guard-rules (lock flag, login redirect, login → home).
 *
 * The decisions are taken while rendering, before the target renders: a locked console shows nothing behind the lock
 * and sends no request for it, whatever address is typed.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { storage, StorageKey } from "@/lib/storage";
import { notify } from "@/lib/notify";
import { checkVersion } from "./version-check";
import { guardDecision, HOME_PATH, LOGIN_PATH } from "./guard-rules";

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

export function NavigationGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  useVersionCheck(location.pathname);
  const loggedIn = isLoggedIn();
  const decision = guardDecision({
    path: location.pathname,
    search: location.search,
    locking: storage.get(StorageKey.locking),
    loggedIn,
  });
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (decision.kind === "allow") previous.current = here;
  }, [decision.kind, here]);

  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  if (decision.kind === "cancel")
    return <Navigate to={previous.current ?? (loggedIn ? HOME_PATH : LOGIN_PATH)} replace />;
  return <>{children}</>;
}
