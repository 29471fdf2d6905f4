/** Top navigation of the top-level apps in the form the theme chooses (navType 1, 2 or 3). */
import { useThemeSettings } from "../theme-settings";
import { NavHorizontal } from "./nav-horizontal";
import { NavDropdown } from "./nav-dropdown";
import { NavAppGrid } from "./nav-app-grid";

export function TopNav({ visible, theme }: { visible: number; theme: "light" | "dark" }) {
  const { navType, navShowType, showNavMenuIcon } = useThemeSettings();
  if (navType === "2") return <NavDropdown showIcon={showNavMenuIcon} />;
  if (navType === "3") return <NavAppGrid showIcon={showNavMenuIcon} asList={navShowType === "list"} />;
  return <NavHorizontal visible={visible} theme={theme} showIcon={showNavMenuIcon} />;
}
