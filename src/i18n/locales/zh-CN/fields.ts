/**
 * The console's field vocabulary: a label written once for every screen (`fields.<key>`). A screen's own
 * `<screen>.fields.<key>` overrides it where the spec names the field differently there.
 */
export default {
  index: "序号", id: "ID", uid: "用户ID", userId: "用户ID", memberId: "会员ID", realName: "真实姓名", realname: "真实姓名",
  phone: "手机号", isTest: "是否托号", status: "状态", createdTime: "创建时间", updatedTime: "更新时间", remark: "备注",
  sort: "排序", orderNo: "订单号", orderId: "订单号", goodsId: "商品ID", goodsImage: "商品图片", goodsName: "商品名称",
  categoryName: "商品分类", scorePrice: "积分价格", originPrice: "原价", inPrice: "进货价", suggestPrice: "建议售价",
  taskId: "任务ID", taskName: "任务名称", score: "积分", username: "账号", password: "密码", nickname: "昵称",
  mobile: "手机号", email: "邮箱", title: "标题", name: "名称", description: "描述", type: "类型", amount: "金额",
  currency: "币种", level: "等级", levelName: "等级名称", handler: "审核人", handleTime: "审核时间", cardNo: "钱包地址",
};
