/** The logged-in console: Refine with the providers and the menu-driven routes (the command palette loads on Ctrl/⌘+K). */
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { startTransition, useEffect, useMemo, useState } from "react";
import {
  accessControlProvider,
  authProvider,
  dataProvider,
  i18nProvider,
  liveProvider,
  notificationProvider,
} from "@/providers";
import { useMenu } from "@/providers/session/menu-store";
import { toResources } from "@/shell/resources";
import { AppRoutes } from "./app-routes";
import { MemberDrawerHost } from "./member-drawer-host";
import { useStyleWarmup, warmListMachinery } from "@/resources/registry";
import { afterLanding } from "@/lib/landing";
import { setDictSource } from "@/components/dict-store";
import { loadServerDict } from "@/providers/dict-source";

// Dictionaries are the console's own (src/i18n/dicts), refined by the server's where it has the type.
setDictSource(loadServerDict);
// Once home has shown its figures, and the browser is idle: the list machinery every screen shares.
afterLanding(warmListMachinery);

/**
 * Renders the list page's antd parts once, hidden, when the list machinery has loaded while home was idle (their
 * CSS-in-JS styles are then cached for the first menu click), as a transition so a click meanwhile comes first; then
 * unmounts them.
 */
function StyleWarmupHost() {
  const Warmup = useStyleWarmup();
  const [phase, setPhase] = useState<"waiting" | "rendering" | "done">("waiting");
  useEffect(() => {
    if (Warmup && phase === "waiting") startTransition(() => setPhase("rendering"));
    if (phase === "rendering") setPhase("done");
  }, [Warmup, phase]);
  if (!Warmup || phase !== "rendering") return null;
  return (
    <div hidden aria-hidden="true" data-testid="style-warmup">
      <Warmup />
    </div>
  );
}

export default function ConsoleApp() {
  const { pages } = useMenu();
  const resources = useMemo(() => toResources(pages), [pages]);
  return (
    <Refine
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      notificationProvider={notificationProvider}
      liveProvider={liveProvider}
      routerProvider={routerProvider}
      resources={resources}
      options={{
        disableTelemetry: true,
        syncWithLocation: true,
        warnWhenUnsavedChanges: false,
        reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } } },
      }}
    >
      <AppRoutes />
      <StyleWarmupHost />
      <MemberDrawerHost />
    </Refine>
  );
}
