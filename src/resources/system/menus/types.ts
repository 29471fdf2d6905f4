export interface MenuRow {
  id: string;
  parentId: string;
  name: string;
  title: string;
  path: string;
  component: string;
  icon: string;
  isMenu: 0 | 1;
  url: string;
  description: "" | "direct" | "window" | "route";
  type: -1 | 0;
  level: 0 | 1 | 2;
  showAlways: boolean;
  sortOrder: number;
  permTypes: string[];
  isParent: boolean;
}
