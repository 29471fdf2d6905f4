/** The SKUs of one member-shop goods, in a drawer table (`/memberShopGoods/skuPageList` with the goods id). */
import { Button, Drawer } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { userGoodsProducts, type MemberShopGoods, type MemberShopSku } from "@contract/shops/user-goods-products";
import { DrawerTable, compileScreen } from "@/resources/kit";

const skus = compileScreen<MemberShopSku>("shops/user-goods-products", {
  list: userGoodsProducts.skus,
  fields: [
    { key: "id", width: 80 },
    { key: "skuName", width: 220 },
    { key: "specName" },
    { key: "salePrice", type: "money", width: 110 },
    { key: "stock", width: 90 },
    { key: "sales", width: 90 },
  ],
});

export function SkuAction({ row }: { row: MemberShopGoods }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" data-action="skus" onClick={() => setOpen(true)}>
        {t("userGoodsProducts.actions.skus")}
      </Button>
      {open && (
        <Drawer
          open
          width={820}
          title={t("userGoodsProducts.skuTitle", { name: row.goodsName })}
          onClose={() => setOpen(false)}
          destroyOnHidden
          data-testid="sku-drawer"
        >
          <DrawerTable definition={skus} filters={{ goodsId: row.id }} testId="sku-table" />
        </Drawer>
      )}
    </>
  );
}
