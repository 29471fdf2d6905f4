import type zh from "../zh-CN/fields";
import type { Catalogue } from "../../catalogue";

const en: Catalogue<typeof zh> = {
  index: "No.", id: "ID", uid: "User ID", userId: "User ID", memberId: "Member ID", realName: "Real name", realname: "Real name",
  phone: "Phone", isTest: "Shill/test account", status: "Status", createdTime: "Created time", updatedTime: "Updated time",
  remark: "Remark", sort: "Sort", orderNo: "Order no.", orderId: "Order no.", goodsId: "Goods ID", goodsImage: "Goods image",
  goodsName: "Goods name", categoryName: "Category", scorePrice: "Points price", originPrice: "Original price",
  inPrice: "Purchase price", suggestPrice: "Suggested price", taskId: "Task ID", taskName: "Task name", score: "Points",
  username: "Username", password: "Password", nickname: "Nickname", mobile: "Mobile", email: "Email", title: "Title",
  name: "Name", description: "Description", type: "Type", amount: "Amount", currency: "Currency", level: "Level",
  levelName: "Level name", handler: "Handler", handleTime: "Review time", cardNo: "Wallet address",
};

export default en;
