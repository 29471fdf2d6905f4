/** Document titles: '{menu title} - {product} management system'; the login page: 'login - {product} admin'. */
import { useEffect } from "react";
import { usePathname } from "@/lib/route-hooks";
import { useTranslation } from "react-i18next";
import { useMenu } from "@/providers/session/menu-store";
import { titleText } from "@/providers/session/menu-model";
import { useProductName } from "@/providers/product-name";

const STATIC_TITLES: Record<string, string> = {
  "/home": "shell.home",
  "/ownspace": "shell.ownspace",
  "/change-pass": "shell.changePassword",
  "/403": "shell.errors.403",
  "/404": "shell.errors.404",
  "/500": "shell.errors.500",
  "/locking": "shell.lock.title",
};

export function TitleHandler() {
  const pathname = usePathname();
  const { pages } = useMenu();
  const { t, i18n } = useTranslation();
  const product = useProductName();
  useEffect(() => {
    if (pathname === "/login") {
      document.title = t("common.titles.login", { product });
      return;
    }
    const page = pages.find((p) => p.route === pathname);
    const title = page
      ? titleText(page.title, i18n.language, t, page.name)
      : STATIC_TITLES[pathname]
        ? t(STATIC_TITLES[pathname])
        : "";
    document.title = title ? t("common.titles.page", { title, product }) : t("common.productSystem", { product });
  }, [pathname, pages, t, i18n.language, product]);
  return null;
}
