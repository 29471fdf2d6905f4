/**
 * The navigation guard of SPEC §2.1, in order: version check (never blocks: it runs beside the navigation),
 * lock flag, login redirect, and logged-in users sent from login to home.
 */
import { App } from "antd";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { storage, StorageKey } from "@/lib/storage";
import { notify } from "@/lib/notify";
import { checkVersion } from "./version-check";

export const PUBLIC_PATHS = ["/login", "/regist", "/regist-result", "/authorize"];
const isLoggedIn = () => Boolean(storage.get(StorageKey.accessToken)) && storage.get(StorageKey.userInfo) != null;

export function NavigationGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const previous = useRef<string>("/home");
  const modalOpen = useRef(false);

  useEffect(() => {
    if (!import.meta.env.DEV && !modalOpen.current) {
      void checkVersion().then((verdict) => {
        if (verdict.kind === "failed") notify.warning(t("errors.versionCheckFailed"));
        if (verdict.kind === "new" && !modalOpen.current) {
          modalOpen.current = true;
          const reload = () => window.location.reload();
          modal.confirm({ title: t("errors.newVersion", { version: verdict.version }), okText: t("errors.refreshNow"), onOk: reload, onCancel: reload });
        }
      });
    }
    const path = location.pathname;
    const locked = storage.get(StorageKey.locking) === "1";
    if (locked && path !== "/locking" && isLoggedIn()) {
      navigate("/locking", { replace: true });
      return;
    }
    if (!locked && path === "/locking") {
      navigate(previous.current, { replace: true });
      return;
    }
    if (!isLoggedIn() && !PUBLIC_PATHS.includes(path)) {
      if (path !== "/login") navigate("/login", { replace: true });
      return;
    }
    if (isLoggedIn() && path === "/login") {
      navigate("/home", { replace: true });
      return;
    }
    previous.current = `${path}${location.search}`;
  }, [location.pathname, location.search, navigate, modal, t]);

  return null;
}
