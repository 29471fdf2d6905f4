/**
 * Cache store (SPEC §7.3, X-Boot's Redis page; fields not shown, designed here): the server's own cache — keys found
 * by pattern, the start of each value and the time left; view the whole value, add or overwrite with an expiry,
 * delete the selected keys, clear all.
 */
import { t } from "@/i18n";
import { EMPTY, defineScreen } from "@/resources/kit";
import { cacheStore, type CacheEntry } from "@contract/system/cache-store";
import { EditEntry } from "./cache-store/edit-entry";
import { batchDelete } from "./shared/batch-delete";
import { clearAll } from "./shared/clear-all";
import { withLabels } from "@/i18n/catalogue";

/** Ten years, the server's bound. */
const MAX_EXPIRY = 315_360_000;

export default defineScreen({
  list: cacheStore.list,
  rowKey: "key",
  fields: [
    { key: "index", type: "index", width: 60 },
    {
      key: "key",
      width: 320,
      max: 200,
      search: true,
      form: {
        required: true,
        disabledIn: "edit",
        rules: { pattern: /^[^\s,]+$/, patternKey: ".form.keyFormat" },
      },
    },
    { key: "value", width: 420, max: 100_000, ellipsis: true, form: { kind: "textarea", required: true, rows: 8 } },
    {
      key: "expireTime",
      width: 150,
      // -1 never expires; -2: the key went while the page was read.
      render: (row) =>
        row.expireTime > 0
          ? t("cacheStore.seconds", { count: row.expireTime })
          : row.expireTime === -1
            ? t("cacheStore.noExpiry")
            : EMPTY,
      form: {
        kind: "number",
        required: true,
        initial: -1,
        helpKey: ".form.expiryHelp",
        rules: {
          integer: true,
          min: -1,
          max: MAX_EXPIRY,
          validate: (value) => (value === 0 ? ".form.expiryHelp" : undefined),
        },
      },
    },
  ],
  forms: {
    add: { container: "modal", width: 640, endpoints: { add: cacheStore.save } },
    edit: { container: "modal", width: 640, endpoints: { edit: cacheStore.save } },
  },
  rowActions: [{ key: "edit", permType: "edit", form: "edit", component: EditEntry }],
  detail: {
    endpoint: cacheStore.entry,
    payload: (row) => ({ key: row.key }),
    width: 720,
    groups: [{ key: "basic", fields: ["key", "expireTime", "value"] }],
  },
  toolbar: [clearAll<CacheEntry>(cacheStore.delAll, "cacheStore")],
  batchActions: [batchDelete<CacheEntry>(cacheStore.delByKeys, { field: "key", param: "keys" })],
  actionsWidth: 140,
  i18n: withLabels(cacheStore.labels, {
    "zh-CN": {
      fields: { expireTime: "过期时间" },
      noExpiry: "永不过期",
      seconds: "{{count}} 秒后过期",
      form: {
        keyFormat: "键不能包含空白或逗号",
        expiryHelp: "-1 为永不过期，否则为 1 至 315360000 秒",
      },
      actions: { clearAll: "清空全部" },
      confirm: { clearAll: "确认清空全部缓存吗？服务器会在用到时重新写入菜单与字典等缓存。" },
    },
    "en-US": {
      fields: { expireTime: "Expiry" },
      noExpiry: "Never expires",
      seconds: "Expires in {{count}} s",
      form: {
        keyFormat: "A key holds no spaces or commas",
        expiryHelp: "-1 never expires; otherwise 1 to 315360000 seconds",
      },
      actions: { clearAll: "Clear all" },
      confirm: {
        clearAll: "Clear the whole cache? The server writes menus, dictionaries and the like again as it uses them.",
      },
    },
  }),
});
