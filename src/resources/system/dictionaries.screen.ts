/** Dictionaries (SPEC §4, §7.3): types beside their data; the console's dictionary tags, selects and tabs read these. */
import { defineScreen, removeAction } from "@/resources/kit";
import { dictTypeScope } from "./dictionaries/type-scope";
import { dictionaries, type DictData } from "@contract/system/dictionaries";
import { batchDelete } from "./shared/batch-delete";
import { withLabels } from "@/i18n/catalogue";

export default defineScreen({
  // X-Boot binds the filters into a new DictData: status left out is 0, which hides disabled data.
  list: { ...dictionaries.list, blank: ["status"] },
  scope: dictTypeScope,
  fields: [
    { key: "index", type: "index", width: 60 },
    { key: "title", width: 180, max: 100, search: true, form: { required: true } },
    {
      key: "dictId",
      column: false,
      form: {
        kind: "select",
        required: true,
        in: "add",
        optionsFrom: {
          endpoint: dictionaries.types,
          value: "id",
          label: "title",
        },
      },
    },
    { key: "value", width: 140, max: 100, form: { required: true } },
    { key: "sortOrder", type: "number", width: 80, form: { initial: 0, rules: { integer: true, min: 0, max: 99999 } } },
    {
      key: "status",
      type: "dict",
      dict: "xbootStatus",
      width: 90,
      search: { kind: "dict" },
      form: { kind: "dict", initial: "0" },
    },
    { key: "description", width: 200, max: 255, ellipsis: true, form: { kind: "textarea" } },
  ],
  forms: {
    add: { container: "modal", width: 520, endpoints: { add: dictionaries.add } },
    edit: { container: "modal", width: 520, endpoints: { edit: dictionaries.edit } },
  },
  rowActions: [removeAction<DictData>(dictionaries.delByIds, { payload: (row) => ({ ids: String(row.id) }) })],
  batchActions: [batchDelete<DictData>(dictionaries.delByIds)],
  actionsWidth: 140,
  i18n: withLabels(dictionaries.labels, {
    "zh-CN": {
      fields: {
        sortOrder: "排序",
        status: "状态",
        description: "备注",
        dictId: "字典",
      },
      types: {
        title: "字典类型",
        add: "添加字典",
        edit: "编辑字典",
        deleteConfirm: "确认删除字典「{{title}}」及其全部数据吗？",
      },
    },
    "en-US": {
      fields: {
        sortOrder: "Sort",
        status: "Status",
        description: "Description",
        dictId: "Dictionary",
      },
      types: {
        title: "Dictionary types",
        add: "Add dictionary",
        edit: "Edit dictionary",
        deleteConfirm: "Delete dictionary “{{title}}” and all its data?",
      },
    },
  }),
});
