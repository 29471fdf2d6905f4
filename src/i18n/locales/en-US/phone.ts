import type zh from "../zh-CN/phone";
import type { Catalogue } from "../../catalogue";

/** The console on a phone (below 768 px): the menu drawer, the page switcher, list cards and the filter sheet. */
const en: Catalogue<typeof zh> = {
  menu: "Menu",
  palette: "Search pages and actions",
  pages: "Opened pages",
  language: "Language",
  theme: "Theme settings",
  filter: "Filter",
  filterActive: "Filter ({{count}})",
  more: "More",
  less: "Less",
  loadMore: "Load more",
  shown: "Showing {{shown}} of {{total}}",
  summary: "This page's totals",
};

export default en;
