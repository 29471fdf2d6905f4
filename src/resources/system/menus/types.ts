/** A permission node as getByParentId answers it (X-Boot's Permission). */
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
  /** -1 app, 0 group or page, 1 button. */
  type: -1 | 0 | 1;
  level: 0 | 1 | 2 | 3;
  /** A button's type (view, add, …): a page's permTypes are those of its granted buttons. */
  buttonType?: string | null;
  /** 0 enabled, -1 disabled. */
  status?: number;
  showAlways: boolean;
  sortOrder: number;
  isParent: boolean;
}

export const MENU_TYPE = { app: -1, node: 0, button: 1 } as const;

/** The form's fields a button has no use for are hidden while its type is 'button'. */
export const isButton = (values: Record<string, unknown>): boolean => Number(values.type) === MENU_TYPE.button;
