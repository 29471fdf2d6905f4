import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { MENU_ICONS, MenuIcon } from "./menu-icon";

/** Every icon name the seeded menu uses (server/seed/menu-data.ts). */
const SEEDED = [
  "AppstoreOutlined",
  "TeamOutlined",
  "AccountBookOutlined",
  "ShopOutlined",
  "GiftOutlined",
  "ShoppingOutlined",
  "FundOutlined",
  "StarOutlined",
  "ApartmentOutlined",
  "ClusterOutlined",
  "FileTextOutlined",
  "MobileOutlined",
  "SettingOutlined",
  "BarChartOutlined",
  "LineChartOutlined",
  "ControlOutlined",
  "ToolOutlined",
  "QuestionCircleOutlined",
  "GlobalOutlined",
];

describe("MenuIcon", () => {
  it("maps every icon name of the seeded menu", () => {
    for (const name of SEEDED) expect(MENU_ICONS[name], name).toBeDefined();
  });
  it("renders the named icon, and the app icon for an unknown name", () => {
    expect(render(<MenuIcon name="TeamOutlined" />).container.querySelector(".anticon-team")).not.toBeNull();
    expect(render(<MenuIcon name="NoSuchIcon" />).container.querySelector(".anticon-appstore")).not.toBeNull();
  });
});
