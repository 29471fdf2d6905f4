/**
 * The menu node the server delivers per user (SPEC §3 "Menu node"). `sensitive` (see members' personal data whole)
 * and `reveal` (show one record's with a reason) are capabilities: held on any page, they hold on every page
 * (docs/security.md, "Personal data").
 */
import type { PermType as DeclaredPermType } from "@contract/calls";

/** The permTypes `contract/` declares for calls, and any other a back end's menu grants (a custom button type). */
export type PermType = DeclaredPermType | (string & {});

/** The permission types a user holds wherever any of their pages grants them. */
export const CAPABILITY_TYPES: readonly PermType[] = ["sensitive", "reveal"];

export interface MenuNode {
  id: string | number;
  parentId?: string | number;
  name: string;
  /** A plain string, or an object holding an i18n key. */
  title: string | { i18n?: string; [lang: string]: string | undefined };
  icon?: string;
  isMenu?: 0 | 1;
  url?: string;
  description?: "" | "direct" | "window" | "route";
  /** A view key (registry), 'Main' for a group, or 'hot' on a top-level app. */
  component?: string;
  type: number;
  level?: number;
  showAlways?: boolean;
  path: string;
  sortOrder?: number;
  permTypes?: PermType[];
  children?: MenuNode[];
}

/** A page of the menu, flattened with what the shell needs. */
export interface MenuPage {
  name: string;
  title: MenuNode["title"];
  icon?: string;
  component: string;
  /** Absolute route path, e.g. /finance/withdraw-orders. */
  route: string;
  permTypes: PermType[];
  /** The top-level app (level 0) and the group (level 1) it sits in. */
  app: string;
  group: string;
}
