import type zh from "../zh-CN/shell";
import type { Catalogue } from "../../catalogue";

const en: Catalogue<typeof zh> = {
  home: "Home",
  ownspace: "Account Center",
  accountCenter: "Account Center",
  changePassword: "Change Password",
  signOut: "Sign out",
  lock: { action: "Lock screen", title: "Locked", hint: "The screen is locked. Enter your password to unlock.", password: "Enter your login password", unlock: "Unlock", switchUser: "Switch account" },
  language: "Language",
  languages: { "zh-CN": "简体中文", "en-US": "English" },
  fullscreen: "Fullscreen",
  exitFullscreen: "Exit fullscreen",
  collapse: "Collapse menu",
  expand: "Expand menu",
  menuSearch: "Search menu",
  alreadyOnPage: "Already on this page",
  commandPalette: "Command palette",
  footer: "Copyright © {{year}} {{product}}. All rights reserved.",
  errors: { "403": "Insufficient permission", "404": "Page not found", "500": "Server error" },
  welcome: "Welcome back, {{name}}",
  homeIntro: "Start from the side menu or the top apps; Ctrl/⌘ + K searches every page.",
  publicPages: {
    regist: { title: "Register", text: "Staff accounts are created by a system administrator; please ask yours." },
    registResult: { title: "Registration result", text: "If you have asked for an account, wait for the administrator's approval, then log in." },
    authorize: { title: "Third-party authorisation", text: "This console has no third-party sign-in; please log in with your username and password." },
    backToLogin: "Back to login",
  },
};
export default en;
