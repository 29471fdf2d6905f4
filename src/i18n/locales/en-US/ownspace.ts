import { labelsIn } from "@contract/labels";
import { session } from "@contract/session";
import type zh from "../zh-CN/ownspace";
import type { Catalogue } from "../../catalogue";
import { COMMON_LABELS } from "@contract/labels";

/** Own space (personal center). */
const en: Catalogue<typeof zh> = {
  tabs: { profile: "Profile", messages: "Messages", security: "Security", user: "Account" },
  avatarReadOnly: "Uploading needs add or edit rights on some page; an administrator sets a read-only account's avatar",
  fields: {
    ...labelsIn(session.labels, "en-US"),
    nickname: COMMON_LABELS.nickname[1],
    email: COMMON_LABELS.email[1],
    mobile: "Mobile",
    username: "Username",
    roles: "Roles",
    department: "Department",
    createTime: "Created",
  },
  sex: { "0": "Unspecified", "1": "Male", "2": "Female" },
  rules: {
    nicknameRequired: "Please enter a nickname",
    nicknameMax: "A nickname has at most 20 characters",
    email: "The email address is not valid",
    mobile: "The mobile number is not valid",
    descriptionMax: "At most 255 characters",
  },
  messages: {
    hint: "What waits for you today: each item opens its list already filtered. Only pages in your menu are shown.",
  },
  security: {
    password: "Login password",
    passwordHint: "Change your password regularly and mix letters, digits and symbols.",
    change: "Change",
  },
};
export default en;
