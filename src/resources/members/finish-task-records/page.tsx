import { registerCatalogue } from "@/i18n";
import { ListPage } from "@/resources/dsl/list-page";
import { finishTaskRecordsI18n } from "./i18n";
import { finishTaskRecords } from "./definition";

registerCatalogue("finishTaskRecords", finishTaskRecordsI18n);

export default function FinishTaskRecordsPage() {
  return <ListPage definition={finishTaskRecords} />;
}
