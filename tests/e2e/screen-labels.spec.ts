/**
 * SPEC §2.5, §2.8, §2.10: the exact column titles (in order) and search labels of the exchange, USDT-address and
 * task-record screens, in both languages.
 */
import { expect, test } from "./base";
import { openListAs } from "./support";

interface Expected {
  route: string;
  headers: Record<"zh-CN" | "en-US", string[]>;
  search: Record<"zh-CN" | "en-US", string[]>;
}

const SCREENS: Expected[] = [
  {
    route: "/members/exchange-score-records",
    headers: {
      "zh-CN": [
        "序号",
        "用户ID",
        "真实姓名",
        "手机号",
        "是否托号",
        "订单号",
        "第三方订单号",
        "状态",
        "积分价格",
        "商品ID",
        "商品图片",
        "商品名称",
        "SKU名称",
        "快递公司",
        "快递单号",
        "收货地址",
        "发货时间",
        "创建时间",
        "操作",
      ],
      "en-US": [
        "No.",
        "User ID",
        "Real name",
        "Phone",
        "Shill/test account",
        "Order no.",
        "Third-party order no.",
        "Status",
        "Points price",
        "Goods ID",
        "Goods image",
        "Goods name",
        "SKU name",
        "Courier",
        "Tracking no.",
        "Address",
        "Shipping time",
        "Created time",
        "Actions",
      ],
    },
    search: {
      "zh-CN": ["用户ID", "真实姓名", "手机号", "订单号", "第三方订单号", "是否托号"],
      "en-US": ["User ID", "Real name", "Phone", "Order no.", "Third-party order no.", "Shill/test account"],
    },
  },
  {
    route: "/members/usdt-withdraw-addresses",
    headers: {
      "zh-CN": ["序号", "ID", "用户ID", "是否拖", "协议", "USDT地址", "状态", "创建时间", "操作"],
      "en-US": [
        "No.",
        "ID",
        "User ID",
        "Shill account",
        "Protocol",
        "USDT address",
        "Status",
        "Created time",
        "Actions",
      ],
    },
    search: {
      "zh-CN": ["会员ID", "是否托号", "USDT地址"],
      "en-US": ["Member ID", "Shill/test account", "USDT address"],
    },
  },
  {
    route: "/members/finish-task-records",
    headers: {
      "zh-CN": ["序号", "ID", "任务ID", "会员ID", "真实姓名", "手机号", "任务名称", "领取状态", "奖励积分", "完成时间"],
      "en-US": [
        "No.",
        "ID",
        "Task ID",
        "Member ID",
        "Real name",
        "Phone",
        "Task name",
        "Claim status",
        "Reward points",
        "Completion time",
      ],
    },
    search: {
      "zh-CN": ["会员ID", "任务名称", "真实姓名", "手机号"],
      "en-US": ["Member ID", "Task name", "Real name", "Phone"],
    },
  },
];

for (const lang of ["zh-CN", "en-US"] as const) {
  for (const screen of SCREENS) {
    test(`${screen.route} in ${lang}: column titles in order and search labels`, async ({ page }) => {
      await openListAs(page, screen.route, "admin", lang);
      const headers = page.locator(
        ".ant-table-thead th.ant-table-cell:not(.ant-table-selection-column):not(.ant-table-cell-scrollbar)",
      );
      await expect(headers).toHaveText(screen.headers[lang]);
      await expect(page.getByTestId("search-form").locator(".ant-form-item-label label")).toHaveText(
        screen.search[lang],
      );
    });
  }
}
