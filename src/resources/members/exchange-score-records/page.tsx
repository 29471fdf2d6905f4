import { registerCatalogue } from "@/i18n";
import { ListPage } from "@/resources/dsl/list-page";
import { exchangeScoreRecordsI18n } from "./i18n";
import { exchangeScoreRecords } from "./definition";

registerCatalogue("exchangeScoreRecords", exchangeScoreRecordsI18n);

export default function ExchangeScoreRecordsPage() {
  return <ListPage definition={exchangeScoreRecords} />;
}
