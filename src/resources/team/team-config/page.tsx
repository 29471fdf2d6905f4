import { registerCatalogue } from "@/i18n";
import { ListPage } from "@/resources/dsl/list-page";
import { teamConfigI18n } from "./i18n";
import { teamConfig } from "./definition";

registerCatalogue("teamConfig", teamConfigI18n);

export default function TeamConfigPage() {
  return <ListPage definition={teamConfig} />;
}
