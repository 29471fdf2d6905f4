/**
 * Menu icons by the antd icon name the server sends ('AppstoreOutlined', 'TeamOutlined', …), from a small fixed
 * set: the whole icon library would weigh more than the console. An unknown name shows the app icon.
 */
import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  ClusterOutlined,
  ControlOutlined,
  FileTextOutlined,
  FundOutlined,
  GiftOutlined,
  GlobalOutlined,
  HomeOutlined,
  LineChartOutlined,
  MobileOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  StarOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  DollarOutlined,
  NotificationOutlined,
} from "@ant-design/icons";
import type { ComponentType } from "react";

export const MENU_ICONS: Record<string, ComponentType> = {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  ClusterOutlined,
  ControlOutlined,
  FileTextOutlined,
  FundOutlined,
  GiftOutlined,
  GlobalOutlined,
  HomeOutlined,
  LineChartOutlined,
  MobileOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  StarOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  DollarOutlined,
  NotificationOutlined,
};

export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && MENU_ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}
