/** The console's authProvider instance; imported by the login page without pulling Refine in. */
import { createAuthProvider } from "./auth-provider";
import { http } from "./http-instance";
import { menuStore } from "@/providers/session/menu-store";
import { startSession } from "@/providers/session/session-start";

export const authProvider = createAuthProvider({
  http,
  onMenu: (tree) => menuStore.setTree(tree),
  onSignedOut: () => menuStore.clear(),
  onSessionStart: startSession,
  reload: () => window.location.reload(),
});
