/**
 * The current app's menu: groups and their pages. Inline in the side bar; horizontal below the header when the
 * side menu's width is 0 (the topNav preset), so the pages stay reachable.
 */
import { Menu } from "antd";
import { memo, useMemo, useState } from "react";
import { type NavigateFunction } from "react-router";
import { usePathname, useStableNavigate } from "@/lib/route-hooks";
import { useTranslation } from "react-i18next";
import { useMenu } from "@/providers/session/menu-store";
import { appsOf, titleText } from "@/providers/session/menu-model";
import { TODO_KEYS, TODO_LINKS, useTodoCounts } from "@/providers/live";
import { MenuIcon } from "./menu-icon";
import { WaitingBadge } from "./waiting-badge";

const absolute = (path: string) => (path.startsWith("/") ? path : `/${path}`);

/** What waits on each page (its to-do count, as home shows it), by the page's component key. */
function waitingByPage(counts: Readonly<Record<string, number>>): Map<string, number> {
  return new Map(
    TODO_KEYS.flatMap((key) => {
      const count = counts[key];
      return typeof count === "number" && count > 0 ? [[TODO_LINKS[key].component, count] as const] : [];
    }),
  );
}

/** The open groups: the current page's group, and what the user opens or closes until the page's group changes. */
function useOpenGroup(group: string | undefined): { keys: string[]; set: (keys: string[]) => void } {
  const [state, setState] = useState(() => ({ group, keys: group ? [group] : [] }));
  const current = state.group === group ? state : { group, keys: group ? [group] : [] };
  if (current !== state) setState(current);
  return { keys: current.keys, set: (keys) => setState({ group, keys }) };
}

interface SideMenuProps {
  theme: "light" | "dark";
  collapsed: boolean;
  mode: "inline" | "horizontal";
}

/**
 * The menu of the current app, its page selected. Drawn again when the page changes, not when its query does (a list's
 * page or search): the router's hooks are read here, and the menu below is memoised on what they give.
 */
export function SideMenu(props: SideMenuProps) {
  const pathname = usePathname();
  const navigate = useStableNavigate();
  return <SideMenuAt {...props} pathname={pathname} navigate={navigate} />;
}

interface SideMenuAtProps extends SideMenuProps {
  pathname: string;
  navigate: NavigateFunction;
}

const SideMenuAt = memo(function SideMenuAt({ theme, collapsed, mode, pathname, navigate }: SideMenuAtProps) {
  const { tree, currentApp, pages } = useMenu();
  const { t, i18n } = useTranslation();
  const counts = useTodoCounts();
  const waiting = useMemo(() => waitingByPage(counts), [counts]);
  const app = appsOf(tree).find((node) => node.name === currentApp);
  const items = useMemo(
    () =>
      (app?.children ?? []).map((group) => ({
        key: group.name,
        icon: <MenuIcon name={group.icon} />,
        label: titleText(group.title, i18n.language, t, group.name),
        children: (group.children ?? []).map((page) => {
          const title = titleText(page.title, i18n.language, t, page.name);
          const count = waiting.get(page.component ?? "");
          return {
            key: pages.find((p) => p.name === page.name)?.route ?? `${absolute(group.path)}/${page.path}`,
            label: count ? (
              <span className="side-menu-waiting">
                {title}
                <WaitingBadge count={count} page={page.component ?? ""} />
              </span>
            ) : (
              title
            ),
          };
        }),
      })),
    [app, pages, i18n.language, t, waiting],
  );
  // Open keys are computed here, not once at mount: the menu may arrive after the first render.
  const openGroup = (app?.children ?? []).find((group) => pathname.startsWith(`${absolute(group.path)}/`))?.name;
  const openKeys = useOpenGroup(openGroup);
  // Inline and expanded, the open groups are this component's: a page in another group opens that group alone,
  // without mounting the menu afresh (which re-rendered every item on the way to the page). Collapsed (pop-ups) or
  // horizontal, antd keeps them, and the expanded menu's groups are back as they were when it expands.
  const control = mode === "inline" && !collapsed ? { openKeys: openKeys.keys, onOpenChange: openKeys.set } : {};
  return (
    <Menu
      mode={mode}
      theme={theme}
      inlineCollapsed={mode === "inline" ? collapsed : undefined}
      selectedKeys={[pathname]}
      defaultOpenKeys={mode === "inline" && openGroup ? [openGroup] : []}
      {...control}
      key={currentApp}
      items={items}
      onClick={({ key }) => navigate(key)}
      style={{ borderInlineEnd: 0 }}
      className="side-menu"
      data-testid="side-menu"
    />
  );
});
