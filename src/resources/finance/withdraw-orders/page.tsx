import { registerCatalogue } from "@/i18n";
import { ListPage } from "@/resources/dsl/list-page";
import { withdrawOrdersI18n } from "./i18n";
import { withdrawOrders } from "./definition";

registerCatalogue("withdrawOrders", withdrawOrdersI18n);

export default function WithdrawOrdersPage() {
  return <ListPage definition={withdrawOrders} />;
}
