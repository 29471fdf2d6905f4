/** The supplier's SKUs of a goods, read-only: spec, SKU number, image, stock and the three prices. */
import type { GoodsSku } from "@contract/goods/goods-products";
import { Table } from "antd";
import { useTranslation } from "react-i18next";
import { ImagePreview } from "@/components/image-preview";
import { formatMoney } from "@contract/money";

export function SkuTable({ skus, namespace }: { skus: readonly GoodsSku[] | undefined; namespace: string }) {
  const { t } = useTranslation();
  const part = (key: string) => t(`${namespace}.parts.sku.${key}`);
  const money = (key: "originPrice" | "inPrice" | "suggestPrice") => ({
    key,
    title: t(`fields.${key}`),
    render: (_: unknown, sku: GoodsSku) => formatMoney(sku[key]),
  });
  return (
    <Table<GoodsSku>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={skus ? [...skus] : []}
      locale={{ emptyText: part("empty") }}
      data-testid="sku-table"
      columns={[
        { key: "goodsImage", title: part("goodsImage"), render: (_, sku) => <ImagePreview src={sku.goodsImage} /> },
        { key: "specName", title: part("specName"), dataIndex: "specName" },
        { key: "skuNo", title: part("skuNo"), dataIndex: "skuNo" },
        { key: "stock", title: part("stock"), dataIndex: "stock" },
        money("originPrice"),
        money("inPrice"),
        money("suggestPrice"),
      ]}
    />
  );
}
