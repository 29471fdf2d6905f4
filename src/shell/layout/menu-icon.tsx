/** A menu node's icon by the antd icon name the server sends ('AppstoreOutlined', …); an unknown name shows the app icon. */
import type { ComponentType } from "react";
import * as icons from "./menu-icons";

/** The icons of ./menu-icons.ts by name (the menu form's icon picker lists them). */
export const MENU_ICONS: Readonly<Record<string, ComponentType>> = icons;

export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && Object.hasOwn(MENU_ICONS, name) && MENU_ICONS[name]) || icons.AppstoreOutlined;
  return <Icon />;
}
