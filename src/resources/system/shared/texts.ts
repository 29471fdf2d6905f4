/** Texts the system pages share (department pickers, batch delete, …): the `systemShared` catalogue. */
import { registerCatalogue } from "@/i18n";

export const SHARED_NS = "systemShared";

registerCatalogue(SHARED_NS, {
  "zh-CN": {
    deleteSelected: "删除所选",
    deleteSelectedConfirm: "确认删除所选的 {{count}} 条数据吗？删除后无法恢复。",
    topLevel: "顶级",
    allDepartments: "全部部门",
    departments: "部门",
    noData: "暂无数据",
    permTypes: { view: "查看", add: "添加", edit: "编辑", delete: "删除", output: "导出" },
  },
  "en-US": {
    deleteSelected: "Delete selected",
    deleteSelectedConfirm:
      "Delete the {{count}} selected rows? After deletion it cannot be recovered, please operate carefully!",
    topLevel: "Top level",
    allDepartments: "All departments",
    departments: "Departments",
    noData: "No data",
    permTypes: { view: "View", add: "Add", edit: "Edit", delete: "Delete", output: "Export" },
  },
});
