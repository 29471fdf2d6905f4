/** Menu icons by name, from a small fixed set (the whole icon library would weigh more than the console). */
import {
  AppstoreOutlined, BarChartOutlined, DollarOutlined, GiftOutlined, HomeOutlined, NotificationOutlined,
  SettingOutlined, ShopOutlined, TeamOutlined, UserOutlined, FireOutlined, LinkOutlined, FileTextOutlined,
} from "@ant-design/icons";
import type { ComponentType } from "react";

const ICONS: Record<string, ComponentType> = {
  user: UserOutlined, team: TeamOutlined, dollar: DollarOutlined, shop: ShopOutlined, gift: GiftOutlined,
  chart: BarChartOutlined, setting: SettingOutlined, notification: NotificationOutlined, home: HomeOutlined,
  hot: FireOutlined, link: LinkOutlined, file: FileTextOutlined,
};

export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}
