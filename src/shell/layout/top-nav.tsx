/**
 * Top navigation of the top-level apps in the form the theme chooses (navType 1, 2 or 3). The default horizontal
 * form is bundled; the dropdown and the breadcrumb-plus-grid forms load when chosen.
 */
import { lazy, Suspense } from "react";
import { useThemeSettings } from "../theme-settings";
import { NavHorizontal } from "./nav-horizontal";

const NavDropdown = lazy(() => import("./nav-dropdown").then((m) => ({ default: m.NavDropdown })));
const NavAppGrid = lazy(() => import("./nav-app-grid").then((m) => ({ default: m.NavAppGrid })));

export function TopNav({ visible, theme }: { visible: number; theme: "light" | "dark" }) {
  const { navType, navShowType, showNavMenuIcon } = useThemeSettings();
  if (navType === "1") return <NavHorizontal visible={visible} theme={theme} showIcon={showNavMenuIcon} />;
  return (
    <Suspense fallback={<div style={{ flex: 1 }} />}>
      {navType === "2" ? (
        <NavDropdown showIcon={showNavMenuIcon} />
      ) : (
        <NavAppGrid showIcon={showNavMenuIcon} asList={navShowType === "list"} />
      )}
    </Suspense>
  );
}
