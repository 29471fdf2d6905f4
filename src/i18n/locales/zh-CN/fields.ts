import { COMMON_LABELS, labelsIn } from "@contract/labels";

/**
 * The console's field vocabulary: a label written once for every screen (`fields.<key>`). A screen's own
 * `<screen>.fields.<key>` overrides it where the spec names the field differently there.
 */
export default {
  ...labelsIn(COMMON_LABELS, "zh-CN"),
  index: "序号",
  id: "ID",
  uid: "用户ID",
  userId: "用户ID",
  member: "会员",
  realname: COMMON_LABELS.realName[0],
  phone: "手机号",
  isTest: "是否托号",
  status: "状态",
  createdTime: "创建时间",
  updatedTime: "更新时间",
  sort: "排序",
  orderNo: "订单号",
  orderId: "订单号",
  goodsId: "商品ID",
  goodsImage: "商品图片",
  categoryName: "商品分类",
  scorePrice: "积分价格",
  originPrice: "原价",
  inPrice: "进货价",
  suggestPrice: "建议售价",
  taskId: "任务ID",
  score: "积分",
  username: "账号",
  mobile: "手机号",
  name: "名称",
  type: "类型",
  amount: "金额",
  currency: "币种",
  level: "等级",
  handler: "审核人",
  handleTime: "审核时间",
  cardNo: "钱包地址",
  queueWaiting: "等待时长",
  queueHolder: "领取人",
};
