/**
 * English titles of the menu nodes, by node name (`menu.<name>`). The server names menus in Chinese (its string is
 * used as is in zh-CN); in en-US `titleText` takes these, and a node not listed keeps the server's title. The titles
 * are declared with the server's screens (server/seed/apps.ts and each screen's menu entry); menu-titles.json is
 * written from them by `npm run contract` — never edit it by hand. Loaded with the en-US catalogue
 * (src/i18n/index.ts `loadCatalogue`).
 */
import titles from "./menu-titles.json";

export const MENU_TITLES_EN: Readonly<Record<string, string>> = titles;
