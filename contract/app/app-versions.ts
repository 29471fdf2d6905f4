/**
 * App versions (SPEC §2.3 app management; fields not shown, designed here): per platform, with add/edit and delete;
 * the package URL is typed or filled by uploading the package.
 */
import { call, listCall, type KeyTypes } from "../calls";
import { labels } from "../labels";

export interface AppVersion {
  id: number;
  platform: 1 | 2;
  versionCode: number;
  versionName: string;
  updateType: 0 | 1;
  notes: string;
  packageUrl: string;
  publishTime: string;
  createdTime: string;
}

/** The fields its forms send (add, edit). */
const FIELDS = {
  notes: "text",
  packageUrl: "text",
  platform: "enum",
  publishTime: "time",
  updateType: "enum",
  versionCode: "int",
  versionName: "text",
} as const satisfies KeyTypes;

export const appVersions = {
  labels: labels({
    versionCode: ["版本号", "Version code"],
    versionName: ["版本名称", "Version name"],
    notes: ["更新说明", "Release notes"],
    packageUrl: ["安装包地址", "Package URL"],
  }),
  list: listCall<AppVersion>()({
    style: "body",
    path: "/version/list",
    filters: { platform: "enum", versionName: "text", updateType: "int" },
  }),
  add: call("body", "/version/add", "add", FIELDS),
  edit: call("body", "/version/edit", "edit", { ...FIELDS, id: "int" }),
  del: call("body", "/version/del", "delete", { id: "int" }),
};
