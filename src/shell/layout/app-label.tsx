/** A top-level app's title in the active language; 'hot' apps carry a badge dot (SPEC §2.2). */
import { Badge } from "antd";
import { useTranslation } from "react-i18next";
import { titleText } from "../menu-model";
import type { MenuNode } from "../menu-types";

export function AppLabel({ app }: { app: MenuNode }) {
  const { t, i18n } = useTranslation();
  const label = titleText(app.title, i18n.language, t);
  if (app.component !== "hot") return <span data-testid={`app-${app.name}`}>{label}</span>;
  return (
    <Badge dot offset={[6, 0]} data-testid="hot-badge">
      <span style={{ color: "inherit" }} data-testid={`app-${app.name}`}>{label}</span>
    </Badge>
  );
}
