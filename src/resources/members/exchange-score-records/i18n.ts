/** Points exchange records (SPEC §2.5): zh-CN labels, en-US glosses. */
const zh = {
  fields: {
    index: "序号", uid: "用户ID", realName: "真实姓名", phone: "手机号", isTest: "是否托号", orderId: "订单号",
    threePartyOrderId: "第三方订单号", status: "状态", scorePrice: "积分价格", goodsId: "商品ID", goodsImage: "商品图片",
    goodsName: "商品名称", skuName: "SKU名称", expressName: "快递公司", expressNumber: "快递单号", address: "收货地址",
    shippingTime: "发货时间", createdTime: "创建时间", region: "收货地区", streetAddress: "详细地址", goods: "积分商品",
  },
  search: { uid: "用户ID", realName: "真实姓名", phone: "手机号", orderId: "订单号", threePartyOrderId: "第三方订单号", isTest: "是否托号" },
  actions: { cancel: "取消" },
  points: "{{n}} 积分",
  confirmCancel: "确认取消订单,取消后无法恢复，请谨慎操作!",
  form: {
    title: "添加兑换订单",
    goodsRequired: "请选择积分商品",
    regionRequired: "请选择收货地区",
    goodsHelp: "积分价格、商品名称和图片取自所选商品；订单创建后为待发货状态",
  },
};

const en: typeof zh = {
  fields: {
    index: "No.", uid: "User ID", realName: "Real name", phone: "Phone", isTest: "Shill account", orderId: "Order no.",
    threePartyOrderId: "Third-party order no.", status: "Status", scorePrice: "Points price", goodsId: "Goods ID", goodsImage: "Goods image",
    goodsName: "Goods name", skuName: "SKU name", expressName: "Courier", expressNumber: "Tracking no.", address: "Address",
    shippingTime: "Shipping time", createdTime: "Created time", region: "Region", streetAddress: "Street address", goods: "Points goods",
  },
  search: { uid: "User ID", realName: "Real name", phone: "Phone", orderId: "Order no.", threePartyOrderId: "Third-party order no.", isTest: "Shill/test account" },
  actions: { cancel: "Cancel" },
  points: "{{n}} points",
  confirmCancel: "Confirm cancelling the order; it cannot be undone, act carefully!",
  form: {
    title: "Add exchange order",
    goodsRequired: "Please select the points goods",
    regionRequired: "Please select the region",
    goodsHelp: "Points price, goods name and image come from the selected goods; the order starts awaiting shipment",
  },
};

export const exchangeScoreRecordsI18n = { "zh-CN": zh, "en-US": en };
