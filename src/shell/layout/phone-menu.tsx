/** The phone's menu drawer, mounted at the first press of the header's menu button (./menu-drawer, lazy). */
import { Suspense, useState } from "react";
import { lazyPage } from "@/lib/chunk-timeout";
import { ChunkErrorBoundary } from "../chunk-error-boundary";

const MenuDrawer = lazyPage(() => import("./menu-drawer"));

/** The drawer's state: never opened (no code fetched), open or closed. */
export function usePhoneMenu() {
  const [state, setState] = useState<"never" | "open" | "closed">("never");
  const element =
    state === "never" ? null : (
      // Its code not loading: the reload offer floats over the console; Close puts the button back as it was.
      <ChunkErrorBoundary onClose={() => setState("never")}>
        <Suspense fallback={null}>
          <MenuDrawer open={state === "open"} onClose={() => setState("closed")} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  return { open: () => setState("open"), element };
}
