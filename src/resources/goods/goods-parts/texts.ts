/** Texts of the goods parts (images, SKUs, category dialogs): each goods screen carries them as `<screen>.parts`. */
export const PARTS = {
  "zh-CN": {
    none: "暂无",
    sku: { specName: "属性/规格", skuNo: "SKU编号", goodsImage: "SKU图片", stock: "库存", empty: "该商品没有SKU" },
    category: {
      selectType: "设置分类",
      selectProduct: "选择商品",
      title: "选择分类",
      productTitle: "选择商品加入分类",
      category: "目标分类",
      goods: "商品",
      categoryRequired: "请选择分类",
      goodsRequired: "请选择商品",
      selectedCount: "已选 {{count}} 个商品",
    },
  },
  "en-US": {
    none: "None",
    sku: {
      specName: "Attribute/spec",
      skuNo: "SKU no.",
      goodsImage: "SKU image",
      stock: "Stock",
      empty: "This goods has no SKU",
    },
    category: {
      selectType: "Set category",
      selectProduct: "Select goods",
      title: "Select category",
      productTitle: "Select goods for a category",
      category: "Target category",
      goods: "Goods",
      categoryRequired: "Select a category",
      goodsRequired: "Select goods",
      selectedCount: "{{count}} goods selected",
    },
  },
};
