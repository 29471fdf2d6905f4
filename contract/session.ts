/**
 * The session (SPEC §7.1, §7.2; X-Boot's security layer): sign-in with its second factor, the signed-in user, the
 * lock screen, the menu tree and the dictionaries every screen reads, uploads. Declared once for both sides.
 */
import { call } from "./calls";
import { labels } from "./labels";

export const session = {
  /** The labels of a staff member's profile (own space, staff users) that the server's messages name too. */
  labels: labels({ avatar: ["头像", "Avatar"], sex: ["性别", "Gender"], description: ["个人简介", "About me"] }),
  /** The product name shown before and after sign-in ('' = the console's own); the console's own call. */
  publicSettings: call("query", "/xboot/setting/public", {}),
  /** `{username, password, saveLogin}`, no token → the token (or a second-factor ticket). POST only, as X-Boot. */
  login: call("form", "/xboot/login", { password: "text", saveLogin: "flag", username: "text" }),
  /** `{ticket, code}` → the token. */
  loginTwoFactor: call("form", "/xboot/login/twoFactor", { code: "text", ticket: "text" }),
  /** `{ticket, code}` (the first code of the key shown) → `{token, recoveryCodes}`. */
  bindTwoFactor: call("form", "/xboot/login/twoFactor/bind", { code: "text", ticket: "text" }),
  /** Ends the session on the server (public: a dead token signs out too). */
  logout: call("form", "/xboot/logout", {}),
  userInfo: call("query", "/xboot/user/info", {}),
  editSelf: call("form", "/xboot/user/edit", {
    avatar: "text",
    description: "text",
    email: "text",
    mobile: "text",
    nickname: "text",
    sex: "text",
  }),
  modifyPass: call("form", "/xboot/user/modifyPass", { newPass: "text", passStrength: "text", password: "text" }),
  lock: call("form", "/xboot/user/lock", {}),
  unlock: call("form", "/xboot/user/unlock", { password: "text" }),
  /** A fresh second-factor code before a guarded action. */
  stepUp: call("form", "/xboot/user/twoFactor/stepUp", { code: "text" }),
  /** The signed-in user's menu tree, each page with its permTypes. */
  menuList: call("query", "/xboot/permission/getMenuList", {}),
  /** The enabled data of dictionary `{type}`. */
  dictByType: call("query", "/xboot/dictData/getByType/{type}", {}),
  /** One file, sent as multipart form data (`file`) → its URL. */
  upload: call("form", "/xboot/upload/file", {}),
};
