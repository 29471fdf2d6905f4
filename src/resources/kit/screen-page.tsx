/**
 * A screen module → the page the menu mounts: its catalogue registered under its namespace, its definition compiled
 * once, the generic list page (with the screen's part above it, if any; or the screen's own page composing the kit's
 * parts) rendering it.
 */
import type { ComponentType } from "react";
import { registerCatalogue } from "@/i18n";
import { ListPage } from "./engine/list-page";
import { SettingsPage } from "./engine/settings-page";
import type { ResourceDefinition } from "./engine/types";
import { compileScreen, namespaceOf } from "./compile";
import type { ScreenDef } from "./screen-types";

// Rendered hidden while home is idle, so a list's first open reuses the styles (see style-warmup.tsx).
export { StyleWarmup } from "./style-warmup";

export interface ScreenModule {
  default: ScreenDef<never> | ScreenDef<object>;
}

export function screenPage(key: string, screen: ScreenDef<object>): ComponentType {
  if (screen.i18n) registerCatalogue(namespaceOf(key), screen.i18n);
  const definition: ResourceDefinition<object> = compileScreen(key, screen);
  const Custom = screen.page;
  const Above = screen.above;
  return function ScreenPage() {
    if (Custom) return <Custom definition={definition} />;
    const body = definition.settings ? <SettingsPage definition={definition} /> : <ListPage definition={definition} />;
    if (!Above) return body;
    return (
      <>
        <Above definition={definition} />
        {body}
      </>
    );
  };
}
