/**
 * navType 3: a breadcrumb (app › group › page) and an app switcher in a popover: an icon grid, or a plain list
 * when navShowType is 'list'.
 */
import { Breadcrumb, Button, Popover } from "antd";
import { AppstoreOutlined } from "@ant-design/icons";
import { useState } from "react";
import { usePathname } from "@/lib/route-hooks";
import { useTranslation } from "react-i18next";
import { useMenu } from "@/providers/session/menu-store";
import { appsOf, titleText } from "@/providers/session/menu-model";
import { AppLabel } from "./app-label";
import { MenuIcon } from "./menu-icon";
import { selectApp } from "./nav-actions";
import { useNavEffects } from "./use-nav-effects";

export function NavAppGrid({ showIcon, asList }: { showIcon: boolean; asList: boolean }) {
  const { tree, currentApp, pages } = useMenu();
  const { t, i18n } = useTranslation();
  const pathname = usePathname();
  const effects = useNavEffects();
  const [open, setOpen] = useState(false);
  const apps = appsOf(tree);
  const app = apps.find((a) => a.name === currentApp);
  const page = pages.find((p) => p.route === pathname);
  const group = app?.children?.find((g) => g.name === page?.group);
  const crumbs = [
    app && <AppLabel app={app} />,
    group && titleText(group.title, i18n.language, t, group.name),
    page && titleText(page.title, i18n.language, t, page.name),
  ];
  const grid = (
    <div
      style={{ display: "grid", gridTemplateColumns: asList ? "1fr" : "repeat(3, 96px)", gap: 4 }}
      data-testid="app-grid"
    >
      {apps.map((a) => (
        <Button
          key={a.name}
          type={a.name === currentApp ? "primary" : "text"}
          ghost={a.name === currentApp}
          style={
            asList ? { justifyContent: "flex-start" } : { height: 72, display: "flex", flexDirection: "column", gap: 4 }
          }
          icon={
            <span style={{ fontSize: asList ? 14 : 22 }}>
              <MenuIcon name={a.icon} />
            </span>
          }
          onClick={() => {
            setOpen(false);
            selectApp(a, effects);
          }}
        >
          <AppLabel app={a} />
        </Button>
      ))}
    </div>
  );
  return (
    <div
      style={{ flex: 1, minWidth: 0, display: "flex", alignItems: "center", gap: 8 }}
      data-testid="top-nav"
      data-nav-type="3"
    >
      <Popover
        content={grid}
        trigger="click"
        open={open}
        onOpenChange={setOpen}
        placement="bottomLeft"
        title={t("shell.nav.apps")}
      >
        <Button
          type="text"
          style={{ color: "inherit" }}
          icon={<AppstoreOutlined />}
          aria-label={t("shell.nav.switchApp")}
          data-testid="app-grid-button"
        />
      </Popover>
      <Breadcrumb
        data-testid="nav-breadcrumb"
        items={crumbs.filter(Boolean).map((title, index) => ({
          key: index,
          title: (
            <span style={{ color: "inherit" }}>
              {index === 0 && showIcon && app ? <MenuIcon name={app.icon} /> : null} {title}
            </span>
          ),
        }))}
      />
    </div>
  );
}
