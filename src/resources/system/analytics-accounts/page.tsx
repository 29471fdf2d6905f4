import { registerCatalogue } from "@/i18n";
import { ListPage } from "@/resources/dsl/list-page";
import { analyticsAccountsI18n } from "./i18n";
import { analyticsAccounts } from "./definition";

registerCatalogue("analyticsAccounts", analyticsAccountsI18n);

export default function AnalyticsAccountsPage() {
  return <ListPage definition={analyticsAccounts} />;
}
