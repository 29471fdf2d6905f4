/** The price card: the goods image (click to preview), read-only prices as decimals, the editable points price. */
import { Card, Descriptions, Form } from "antd";
import type { DescriptionsProps } from "antd";
import { useTranslation } from "react-i18next";
import { ImagePreview } from "@/components/image-preview";
import { NumericInput, type NumericValue } from "@/components/numeric-input";
import { numericMessage } from "@/components/numeric-rules";
import { formatMoney } from "@contract/money";
import { numericProblem } from "@/lib/numeric";
import { SCORE_PRICE_RULES } from "./goods-rules";
import type { ScoreGoods, ScoreGoodsStock } from "./types";

type Prices = Pick<ScoreGoods | ScoreGoodsStock, "originPrice" | "inPrice" | "suggestPrice">;
type Translate = (key: string) => string;

/** 原价 / 进货价 / 建议售价, read-only, shared by the price card and the SKU cards. */
export function priceItems(t: Translate, prices: Prices): NonNullable<DescriptionsProps["items"]> {
  return (["originPrice", "inPrice", "suggestPrice"] as const).map((key) => ({
    key,
    label: t(`scoreGoods.drawer.${key}`),
    children: <span data-field={key}>{formatMoney(prices[key])}</span>,
  }));
}

interface ScorePriceProps {
  id: string;
  value: NumericValue;
  readOnly: boolean;
  onChange: (value: NumericValue) => void;
}

/** Points price, marked required: whole numbers 0–99999999 (SPEC §9). */
export function ScorePriceField({ id, value, readOnly, onChange }: ScorePriceProps) {
  const { t } = useTranslation();
  const label = t("scoreGoods.drawer.scorePrice");
  // Kept as typed: a price out of its limits says so here, and the drawer will not save it (goods-rules.ts).
  const problem = numericProblem(value, SCORE_PRICE_RULES);
  return (
    <Form component={false}>
      <Form.Item
        label={label}
        htmlFor={id}
        required
        style={{ marginBottom: 0 }}
        validateStatus={problem ? "error" : undefined}
        help={problem ? numericMessage(problem, label, t) : undefined}
      >
        <NumericInput
          id={id}
          {...SCORE_PRICE_RULES}
          value={value}
          disabled={readOnly}
          onChange={onChange}
          placeholder={t("scoreGoods.drawer.scorePricePlaceholder")}
          style={{ width: 200 }}
        />
      </Form.Item>
    </Form>
  );
}

interface Props {
  goods: ScoreGoods;
  readOnly: boolean;
  onScorePrice: (value: NumericValue) => void;
}

export function GoodsPriceCard({ goods, readOnly, onScorePrice }: Props) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t("scoreGoods.drawer.priceCard")} style={{ marginBottom: 16 }} data-testid="price-card">
      <div style={{ display: "flex", gap: 24, alignItems: "flex-start" }}>
        <ImagePreview src={goods.goodsImage} width={120} alt={goods.goodsName ?? undefined} />
        <div style={{ flex: 1 }}>
          <Descriptions column={3} items={priceItems(t, goods)} />
          <ScorePriceField
            id="drawer-scorePrice"
            value={goods.scorePrice}
            readOnly={readOnly}
            onChange={onScorePrice}
          />
        </div>
      </div>
    </Card>
  );
}
