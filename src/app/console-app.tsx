/** The logged-in console: Refine with the providers and the menu-driven routes (the command palette loads on Ctrl/⌘+K). */
import { Refine } from "@refinedev/core";
import { startTransition, Suspense, useEffect, useMemo, useState } from "react";
import { createPortal } from "react-dom";
import {
  accessControlProvider,
  authProvider,
  dataProvider,
  queryClient,
  i18nProvider,
  liveProvider,
  notificationProvider,
} from "@/providers";
import { routerProvider } from "@/providers/router-provider";
import { useMenu } from "@/providers/session/menu-store";
import { toResources } from "@/shell/resources";
import { AppRoutes } from "./app-routes";

export { firstPageLoaded } from "./app-routes";
import { MemberDrawerHost } from "./member-drawer-host";
import { useStyleWarmup, warmListMachinery } from "@/resources/registry";
import { afterLanding } from "@/lib/landing";
import { setDictSource } from "@/components/dict-store";
import { loadServerDict } from "@/providers/dict-source";
import { onStepUpHostNeeded } from "@/lib/step-up";
import { lazyPage } from "@/lib/chunk-timeout";

const StepUpHost = lazyPage(() => import("./step-up-host"));

/** The step-up prompt (lib/step-up.ts), loaded the first time the back end asks for a fresh code. */
function StepUpMount() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onStepUpHostNeeded(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <StepUpHost />
    </Suspense>
  ) : null;
}

// Dictionaries are the console's own (contract/dicts), refined by the server's where it has the type.
setDictSource(loadServerDict);
// Once home has shown its figures, and the browser is idle: the list machinery every screen shares.
afterLanding(warmListMachinery);

/**
 * Renders the list page's antd parts once home is idle and the list machinery has loaded (as a transition, so a
 * click meanwhile comes first), into an element outside the document, and keeps them there. Mounted, they keep
 * their CSS-in-JS styles: antd removes a component's CSS variables when its last instance unmounts, and writing
 * them again on the first menu click cost a style recalculation of the whole page.
 */
function StyleWarmupHost() {
  const Warmup = useStyleWarmup();
  const [shown, setShown] = useState(false);
  const [outside] = useState(() => document.createElement("div"));
  useEffect(() => {
    if (Warmup) startTransition(() => setShown(true));
  }, [Warmup]);
  return Warmup && shown ? createPortal(<Warmup />, outside) : null;
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
        reactQuery: { clientConfig: queryClient },
      }}
    >
      <AppRoutes />
      <StyleWarmupHost />
      <MemberDrawerHost />
      <StepUpMount />
    </Refine>
  );
}
