/** navType 2: one dropdown holding every app; the button shows the current one. */
import { Button, Dropdown } from "antd";
import { DownOutlined } from "@ant-design/icons";
import { useMenu } from "@/providers/session/menu-store";
import { appsOf } from "@/providers/session/menu-model";
import { AppLabel } from "./app-label";
import { MenuIcon } from "./menu-icon";
import { selectApp } from "./nav-actions";
import { useNavEffects } from "./use-nav-effects";

export function NavDropdown({ showIcon }: { showIcon: boolean }) {
  const { tree, currentApp } = useMenu();
  const effects = useNavEffects();
  const apps = appsOf(tree);
  const current = apps.find((app) => app.name === currentApp);
  return (
    <div style={{ flex: 1, minWidth: 0 }} data-testid="top-nav" data-nav-type="2">
      <Dropdown
        trigger={["click"]}
        menu={{
          selectable: true,
          selectedKeys: currentApp ? [currentApp] : [],
          items: apps.map((app) => ({
            key: app.name,
            icon: showIcon ? <MenuIcon name={app.icon} /> : undefined,
            label: <AppLabel app={app} />,
          })),
          onClick: ({ key }) => {
            const app = apps.find((a) => a.name === key);
            if (app) selectApp(app, effects);
          },
        }}
      >
        <Button
          type="text"
          style={{ color: "inherit" }}
          icon={showIcon && current ? <MenuIcon name={current.icon} /> : undefined}
          data-testid="nav-dropdown"
        >
          {current && <AppLabel app={current} />}
          <DownOutlined />
        </Button>
      </Dropdown>
    </div>
  );
}
