/** The console on a phone (below 768 px): the menu drawer, the page switcher, list cards and the filter sheet. */
export default {
  menu: "菜单",
  palette: "搜索页面与操作",
  pages: "已打开的页面",
  language: "语言",
  theme: "主题设置",
  filter: "筛选",
  filterActive: "筛选（{{count}}）",
  more: "展开",
  less: "收起",
  loadMore: "加载更多",
  shown: "已显示 {{shown}} / {{total}} 条",
  summary: "本页合计",
};
