/**
 * Top navigation of the top-level apps in the form the theme chooses (navType 1, 2 or 3). The default horizontal
 * form is bundled; the dropdown and the breadcrumb-plus-grid forms load when chosen. When the chosen form's code does
 * not load (failed, or past SPEC §9's chunk timeout), the horizontal form stands in: every app stays one click away,
 * so the header needs no error of its own.
 */
import { Suspense } from "react";
import { lazyPage } from "@/lib/chunk-timeout";
import { useThemeSettings } from "../theme-settings";
import { ChunkErrorBoundary } from "../chunk-error-boundary";
import { NavHorizontal } from "./nav-horizontal";

const NavDropdown = lazyPage(async () => ({ default: (await import("./nav-dropdown")).NavDropdown }));
const NavAppGrid = lazyPage(async () => ({ default: (await import("./nav-app-grid")).NavAppGrid }));

export function TopNav({ visible, theme }: { visible: number; theme: "light" | "dark" }) {
  const { navType, navShowType, showNavMenuIcon } = useThemeSettings();
  const horizontal = <NavHorizontal visible={visible} theme={theme} showIcon={showNavMenuIcon} />;
  if (navType === "1") return horizontal;
  return (
    <ChunkErrorBoundary key={navType} standIn={horizontal}>
      <Suspense fallback={<div style={{ flex: 1 }} />}>
        {navType === "2" ? (
          <NavDropdown showIcon={showNavMenuIcon} />
        ) : (
          <NavAppGrid showIcon={showNavMenuIcon} asList={navShowType === "list"} />
        )}
      </Suspense>
    </ChunkErrorBoundary>
  );
}
