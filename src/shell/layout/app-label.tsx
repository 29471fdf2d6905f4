/** A top-level app's title in the active language; 'hot' apps carry a badge dot (SPEC §2.2), drawn in CSS. */
import { useTranslation } from "react-i18next";
import { titleText } from "@/providers/session/menu-model";
import type { MenuNode } from "@/providers/session/menu-types";

export function AppLabel({ app }: { app: MenuNode }) {
  const { t, i18n } = useTranslation();
  const label = titleText(app.title, i18n.language, t, app.name);
  if (app.component !== "hot") return <span data-testid={`app-${app.name}`}>{label}</span>;
  return (
    <span className="hot-badge" data-testid="hot-badge">
      <span data-testid={`app-${app.name}`}>{label}</span>
      <sup className="hot-badge-dot" aria-hidden="true" />
    </span>
  );
}
