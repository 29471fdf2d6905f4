/** '商品SKU信息': one card per SKU with its image, names, stock, prices and its own editable points price. */
import { Card, Col, Descriptions, Divider, Row } from "antd";
import { useTranslation } from "react-i18next";
import { ImagePreview } from "@/components/image-preview";
import type { NumericValue } from "@/components/numeric-input";
import type { ScoreGoodsStock } from "./types";
import { priceItems, ScorePriceField } from "./goods-price-card";

interface Props {
  skus: readonly ScoreGoodsStock[];
  readOnly: boolean;
  onScorePrice: (index: number, value: NumericValue) => void;
}

const text = (value: string | number | null, empty: string) => (value === null || value === "" ? empty : String(value));

export function GoodsSkuCards({ skus, readOnly, onScorePrice }: Props) {
  const { t } = useTranslation();
  if (skus.length === 0) return null;
  const empty = t("common.empty");
  return (
    <section data-testid="sku-section">
      <Divider orientation="left">{t("scoreGoods.drawer.skuSection")}</Divider>
      <Row gutter={[16, 16]}>
        {skus.map((sku, index) => (
          <Col span={12} key={sku.id}>
            <Card size="small" data-testid="sku-card">
              <div style={{ display: "flex", gap: 16, alignItems: "flex-start" }}>
                <ImagePreview src={sku.goodsImage} width={80} alt={sku.goodsName ?? undefined} />
                <div style={{ flex: 1 }}>
                  <Descriptions
                    size="small"
                    column={2}
                    items={[
                      {
                        key: "goodsName",
                        label: t("scoreGoods.drawer.skuGoodsName"),
                        span: 2,
                        children: text(sku.goodsName, empty),
                      },
                      { key: "specName", label: t("scoreGoods.drawer.specName"), children: text(sku.specName, empty) },
                      { key: "goodsId", label: t("scoreGoods.drawer.skuGoodsId"), children: text(sku.goodsId, empty) },
                      {
                        key: "goodsStockStart",
                        label: t("scoreGoods.drawer.goodsStockStart"),
                        children: text(sku.goodsStockStart, empty),
                      },
                      {
                        key: "goodsStockValid",
                        label: t("scoreGoods.drawer.goodsStockValid"),
                        children: text(sku.goodsStockValid, empty),
                      },
                      ...priceItems(t, sku),
                    ]}
                  />
                  <ScorePriceField
                    id={`sku-scorePrice-${index}`}
                    value={sku.scorePrice}
                    readOnly={readOnly}
                    onChange={(value) => onScorePrice(index, value)}
                  />
                </div>
              </div>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
