import { COMMON_LABELS, labelsIn } from "@contract/labels";
import type zh from "../zh-CN/fields";
import type { Catalogue } from "../../catalogue";

const en: Catalogue<typeof zh> = {
  ...labelsIn(COMMON_LABELS, "en-US"),
  index: "No.",
  id: "ID",
  uid: "User ID",
  userId: "User ID",
  member: "Member",
  realname: COMMON_LABELS.realName[1],
  phone: "Phone",
  isTest: "Shill/test account",
  status: "Status",
  createdTime: "Created time",
  updatedTime: "Updated time",
  sort: "Sort",
  orderNo: "Order no.",
  orderId: "Order no.",
  goodsId: "Goods ID",
  goodsImage: "Goods image",
  categoryName: "Category",
  scorePrice: "Points price",
  originPrice: "Original price",
  inPrice: "Purchase price",
  suggestPrice: "Suggested price",
  taskId: "Task ID",
  score: "Points",
  username: "Username",
  mobile: "Mobile",
  name: "Name",
  type: "Type",
  amount: "Amount",
  currency: "Currency",
  level: "Level",
  handler: "Handler",
  handleTime: "Review time",
  cardNo: "Wallet address",
  queueWaiting: "Waiting",
  queueHolder: "Held by",
};

export default en;
