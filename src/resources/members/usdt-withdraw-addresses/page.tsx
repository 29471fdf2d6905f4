import { registerCatalogue } from "@/i18n";
import { ListPage } from "@/resources/dsl/list-page";
import { usdtWithdrawAddressesI18n } from "./i18n";
import { usdtWithdrawAddresses } from "./definition";

registerCatalogue("usdtWithdrawAddresses", usdtWithdrawAddressesI18n);

export default function UsdtWithdrawAddressesPage() {
  return <ListPage definition={usdtWithdrawAddresses} />;
}
