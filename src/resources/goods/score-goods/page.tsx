import { registerCatalogue } from "@/i18n";
import { ListPage } from "@/resources/dsl/list-page";
import { scoreGoodsI18n } from "./i18n";
import { scoreGoods } from "./definition";

registerCatalogue("scoreGoods", scoreGoodsI18n);

export default function ScoreGoodsPage() {
  return <ListPage definition={scoreGoods} />;
}
