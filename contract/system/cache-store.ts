/**
 * Cache store (SPEC §7.3, X-Boot's Redis page; fields not shown, designed here): the server's own cache — keys found
 * by pattern, the start of each value and the time left; the whole value, add or overwrite, delete, clear all.
 */
import { call, listCall } from "../calls";
import { labels } from "../labels";

export interface CacheEntry {
  key: string;
  value: string;
  /** Seconds left; -1 never expires. */
  expireTime: number;
}

export const cacheStore = {
  labels: labels({ key: ["键", "Key"] }),
  /** `key` is matched as `*key*` (a glob); each value is cut to its start. */
  list: listCall<CacheEntry>()({
    style: "query",
    path: "/xboot/redis/getAllByPage",
    paging: "system",
    filters: { key: "text" },
  }),
  /** The whole value of `{key}` and its time left. */
  entry: call("query", "/xboot/redis/getByKey/{key}", {}),
  save: call("form", "/xboot/redis/save", { expireTime: "int", key: "text", value: "text" }),
  delByKeys: call("form", "/xboot/redis/delByKeys", "delete", { keys: "list" }),
  delAll: call("form", "/xboot/redis/delAll", "delete", {}),
};
