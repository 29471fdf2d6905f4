import type { MenuRow } from "@contract/system/menus";

export type { MenuRow };
export const MENU_TYPE = { app: -1, node: 0, button: 1 } as const;

/** The form's fields a button has no use for are hidden while its type is 'button'. */
export const isButton = (values: Record<string, unknown>): boolean => Number(values.type) === MENU_TYPE.button;
