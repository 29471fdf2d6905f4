/** Points-mall goods (SPEC §2.6): zh-CN labels, en-US glosses as the spec gives them. */
const zh = {
  fields: {
    goodsId: "商品ID", goodsImage: "商品图片", goodsName: "商品名称", categoryName: "商品分类", scorePrice: "积分价格",
    originPrice: "原价", suggestPrice: "建议售价", sort: "排序", status: "上架状态", createdTime: "创建时间",
  },
  search: { goodsName: "商品名称", categoryName: "商品分类" },
  actions: { edit: "编辑", view: "查看" },
  points: "{{n}} 积分",
  drawer: {
    title: "查看详情/编辑",
    goodsId: "商品ID", goodsName: "商品名称", goodsNamePlaceholder: "请输入自定义商品名称", category: "商品分类",
    categoryPlaceholder: "请选择商品分类", sort: "排序", sortPlaceholder: "请输入排序",
    priceCard: "价格信息", goodsImage: "商品图片", originPrice: "原价", inPrice: "进货价", suggestPrice: "建议售价", scorePrice: "积分价格",
    scorePricePlaceholder: "请输入积分价格",
    skuSection: "商品SKU信息", skuGoodsName: "规格商品名称", specName: "属性/规格", skuGoodsId: "商品ID",
    goodsStockStart: "原有库存", goodsStockValid: "现有库存",
  },
  validation: {
    goodsNameRequired: "商品名称不能为空",
    categoryRequired: "商品分类不能为空",
    scorePriceRequired: "积分价格不能为空",
    skuScorePriceRequired: "SKU 积分价格不能为空",
  },
};

const en: typeof zh = {
  fields: {
    goodsId: "Goods ID", goodsImage: "Image", goodsName: "Goods name", categoryName: "Category", scorePrice: "Points price",
    originPrice: "Original price", suggestPrice: "Suggested price", sort: "Sort", status: "Shelf status", createdTime: "Created",
  },
  search: { goodsName: "Goods name", categoryName: "Category" },
  actions: { edit: "Edit", view: "View" },
  points: "{{n}} points",
  drawer: {
    title: "View details/edit",
    goodsId: "Goods ID", goodsName: "Goods name", goodsNamePlaceholder: "Enter a custom goods name", category: "Category",
    categoryPlaceholder: "Select the goods category", sort: "Sort", sortPlaceholder: "Enter the sort order",
    priceCard: "Prices", goodsImage: "Goods image", originPrice: "Original price", inPrice: "Purchase price", suggestPrice: "Suggested price", scorePrice: "Points price",
    scorePricePlaceholder: "Enter the points price",
    skuSection: "Goods SKU information", skuGoodsName: "SKU goods name", specName: "Attribute/spec", skuGoodsId: "Goods ID",
    goodsStockStart: "Original stock", goodsStockValid: "Current stock",
  },
  validation: {
    goodsNameRequired: "Goods name cannot be empty",
    categoryRequired: "Goods category cannot be empty",
    scorePriceRequired: "Points price cannot be empty",
    skuScorePriceRequired: "SKU points price cannot be empty",
  },
};

export const scoreGoodsI18n = { "zh-CN": zh, "en-US": en };
