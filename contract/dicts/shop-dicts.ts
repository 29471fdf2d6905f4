/** Goods, shop and content dictionaries of SPEC §4. */
import { defineDict } from "./define";

export const SHOP_DICTS = [
  defineDict("goodsStatus", "商品状态", {
    "0": { zh: "已下架", en: "Off the shelf", color: "default" },
    "1": { zh: "已上架", en: "On the shelf", color: "green" },
    "2": { zh: "预售中", en: "Pre-sale", color: "blue" },
    "3": { zh: "缺货", en: "Out of stock", color: "orange" },
  }),
  defineDict(
    "scoreGoodsShelf",
    "积分商品上架状态",
    {
      "1": { zh: "已上架", en: "On the shelf", color: "green", name: "onShelf" },
      "0": { zh: "已下架", en: "Off the shelf", color: "default", name: "offShelf" },
    },
    { order: ["1", "0"] },
  ),
  defineDict(
    "stockIn",
    "入库状态",
    {
      "0": { zh: "未入库", en: "Not stocked", color: "default" },
      "1": { zh: "已入库", en: "Stocked", color: "green" },
    },
    { serverType: "stockInStatus" },
  ),
  defineDict(
    "goodsCategoryKind",
    "商品分类类型",
    {
      "1": { zh: "产品采购", en: "Product purchase", color: "blue", name: "product" },
      "2": { zh: "积分商城", en: "Points mall", color: "purple", name: "points" },
    },
    { serverType: "goodsCategoryType" },
  ),
  defineDict(
    "shopApplicationStatus",
    "店铺申请/资金退回状态",
    {
      "0": { zh: "申请中", en: "Applying", color: "blue", name: "applying" },
      "1": { zh: "待审核", en: "Pending review", color: "orange", name: "pending" },
      "2": { zh: "资金退回处理中", en: "Funds being returned", color: "cyan", name: "refunding" },
      "3": { zh: "审核拒绝", en: "Rejected", color: "red", name: "rejected" },
      "4": { zh: "成功", en: "Succeeded", color: "green", name: "succeeded" },
      "-1": { zh: "撤回申请", en: "Withdrawn", color: "default", name: "withdrawn" },
    },
    { serverType: "shopApplyStatus" },
  ),
  defineDict(
    "shopApplicationType",
    "店铺申请类型",
    {
      "1": { zh: "申请开店", en: "Apply to open", color: "green", name: "open" },
      "2": { zh: "申请关店", en: "Apply to close", color: "volcano", name: "close" },
    },
    { serverType: "shopApplyType" },
  ),
  defineDict("shopFeature", "店铺特色", {
    "1": { zh: "货品采购与一键托管", en: "Goods purchase with one-click custody", color: "blue" },
    "2": { zh: "店铺收益为实时自动结算", en: "Shop income settled automatically in real time", color: "purple" },
  }),
  defineDict(
    "articleType",
    "内容类型",
    {
      "1": { zh: "公告", en: "Announcement", color: "blue" },
      "2": { zh: "活动", en: "Activity", color: "orange" },
      "3": { zh: "新闻", en: "News", color: "cyan" },
    },
    { serverType: "contentType" },
  ),
  defineDict("articleDetailType", "文章详情类型", {
    "1": { zh: "公告详情", en: "Announcement detail", color: "blue" },
    "2": { zh: "品牌合作新闻详情", en: "Brand-cooperation news detail", color: "cyan" },
  }),
  defineDict("noticeType", "通知类型", {
    "1": { zh: "公告", en: "Announcement", color: "blue" },
    "2": { zh: "活动", en: "Activity", color: "orange" },
    "3": { zh: "物流", en: "Logistics", color: "cyan" },
  }),
  defineDict("messageType", "消息类型", {
    "1": { zh: "公告", en: "Announcement", color: "blue" },
    "2": { zh: "系统", en: "System", color: "purple" },
    "3": { zh: "物流", en: "Logistics", color: "cyan" },
    "4": { zh: "提醒", en: "Reminder", color: "orange" },
  }),
  defineDict("messageReadState", "消息阅读状态", {
    "0": { zh: "未读", en: "Unread", color: "orange" },
    "1": { zh: "已读", en: "Read", color: "green" },
    "2": { zh: "已删除", en: "Deleted", color: "default" },
  }),
] as const;
