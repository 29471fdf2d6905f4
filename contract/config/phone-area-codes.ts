/** Phone area codes members may register with (SPEC §2.3; fields designed here): add/edit, enabled switch, delete. */
import { call, listCall, type KeyTypes } from "../calls";
import { labels } from "../labels";

export interface PhoneRegionCode {
  id: number;
  regionName: string;
  regionCode: string;
  sort: number;
  status: 0 | 1;
  createdTime: string;
}

/** The fields its forms send (add, edit). */
const FIELDS = {
  regionCode: "text",
  regionName: "text",
  sort: "int",
  status: "enum",
} as const satisfies KeyTypes;

export const phoneAreaCodes = {
  labels: labels({ regionName: ["国家/地区", "Country/region"], regionCode: ["区号", "Area code"] }),
  list: listCall<PhoneRegionCode>()({
    style: "body",
    path: "/phoneRegionCode/pageList",
    filters: { regionName: "text", regionCode: "text", status: "enum" },
  }),
  save: call("body", "/phoneRegionCode/save", "add", FIELDS),
  update: call("body", "/phoneRegionCode/update", "edit", { ...FIELDS, id: "int" }),
  delete: call("body", "/phoneRegionCode/delete", "delete", { id: "int" }),
};
