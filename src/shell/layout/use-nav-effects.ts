/** The browser effects of selecting a top-level app (see nav-actions): location, new window, named route, home. */
import { useStableNavigate } from "@/lib/route-hooks";
import { useMenu } from "@/providers/session/menu-store";
import { pathOfRouteName } from "../static-routes";
import type { NavEffects } from "./nav-actions";

export function useNavEffects(): NavEffects {
  const navigate = useStableNavigate();
  const { pages } = useMenu();
  return {
    setLocation: (url) => window.location.assign(url),
    openWindow: (url) => void window.open(url, "_blank", "noopener"),
    goToRouteName: (name) => navigate(pathOfRouteName(name, pages) ?? "/home"),
    goHome: () => navigate("/home"),
  };
}
