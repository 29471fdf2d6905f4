/**
 * The icons the console's menu can draw, by the antd icon name the server sends: the one list (menu-icon.tsx reads it
 * as a table). A small fixed set: the whole icon library would weigh more than the console. A menu entry declared on
 * the server (server/seed/apps.ts, a screen's menu entry) names one of these; src/shell/layout/menu-icon.test.tsx
 * fails for a seeded icon missing here.
 */
export {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  ClusterOutlined,
  ControlOutlined,
  DollarOutlined,
  FileTextOutlined,
  FundOutlined,
  GiftOutlined,
  GlobalOutlined,
  HomeOutlined,
  LineChartOutlined,
  MobileOutlined,
  NotificationOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  StarOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from "@ant-design/icons";
