import type zh from "../zh-CN/ownspace";
import type { Catalogue } from "../../catalogue";

/** Own space (personal center). */
const en: Catalogue<typeof zh> = {
  tabs: { profile: "Profile", messages: "Messages", security: "Security", user: "Account" },
  fields: {
    nickname: "Nickname",
    avatar: "Avatar URL",
    email: "Email",
    mobile: "Mobile",
    sex: "Gender",
    description: "About me",
    username: "Username",
    roles: "Roles",
    department: "Department",
    createTime: "Created",
  },
  sex: { "0": "Unspecified", "1": "Male", "2": "Female" },
  rules: {
    nicknameRequired: "Please enter a nickname",
    nicknameMax: "A nickname has at most 20 characters",
    avatarUrl: "Enter an image address starting with http(s)://",
    email: "The email address is not valid",
    mobile: "The mobile number is not valid",
    descriptionMax: "At most 255 characters",
  },
  messages: { empty: "No messages", hint: "System notices and internal messages appear here." },
  security: {
    password: "Login password",
    passwordHint: "Change your password regularly and mix letters, digits and symbols.",
    change: "Change",
  },
};
export default en;
