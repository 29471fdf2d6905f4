import { registerCatalogue } from "@/i18n";
import { ListPage } from "@/resources/dsl/list-page";
import { teamListI18n } from "./i18n";
import { teamList } from "./definition";

registerCatalogue("teamList", teamListI18n);

export default function TeamListPage() {
  return <ListPage definition={teamList} />;
}
