/**
 * Staff sessions (admin only; designed here, the spec is silent): the staff sessions that are alive, newest first;
 * End session signs that session's holder out on their next call. The caller's own session is tagged and cannot be
 * ended here (that is the sign-out). The row id is the token's hash, a string: it signs no one in.
 */
import { staffSessions } from "@contract/system/staff-sessions";
import { Tag } from "antd";
import { createElement } from "react";
import { t } from "@/i18n";
import { defineScreen } from "@/resources/kit";

export default defineScreen({
  list: staffSessions.list,
  fields: [
    { key: "index", type: "index" },
    { key: "username", max: 50, search: true },
    { key: "nickname" },
    { key: "createdAt", type: "dateTime" },
    { key: "expiresAt", type: "dateTime" },
    { key: "locked", type: "yesNo", colors: { yes: "red", no: "default" } },
    {
      key: "secondFactor",
      width: 130,
      optional: true,
      render: (row) => t(`staffSessions.secondFactors.${row.secondFactor ?? "none"}`),
    },
    {
      key: "current",
      width: 100,
      render: (row) => (row.current ? createElement(Tag, { color: "blue" }, t("staffSessions.tags.current")) : null),
    },
  ],
  rowActions: [
    {
      key: "end",
      permType: "delete",
      danger: true,
      visible: (row) => !row.current,
      confirm: (row) => ({ textKey: ".confirm.end", values: { username: row.username } }),
      endpoint: staffSessions.end,
      payload: (row) => ({ id: row.id }),
    },
    {
      key: "endUser",
      permType: "delete",
      danger: true,
      confirm: (row) => ({ textKey: ".confirm.endUser", values: { username: row.username } }),
      endpoint: staffSessions.endUser,
      payload: (row) => ({ id: row.id }),
    },
  ],
  i18n: {
    "zh-CN": {
      fields: {
        username: "用户名",
        createdAt: "登录时间",
        expiresAt: "过期时间",
        locked: "已锁定",
        secondFactor: "二次验证",
        current: "本会话",
      },
      tags: { current: "当前会话" },
      secondFactors: { totp: "动态验证码", recovery: "恢复码", none: "无" },
      actions: { end: "结束会话", endUser: "全部下线" },
      confirm: {
        end: "确认结束用户 {{username}} 的这个会话吗？其下次操作时将被退出登录。",
        endUser: "确认让用户 {{username}} 在所有设备上退出登录吗？其全部会话都将结束（您自己的当前会话除外）。",
      },
    },
    "en-US": {
      fields: {
        username: "Username",
        createdAt: "Signed in at",
        expiresAt: "Expires at",
        locked: "Locked",
        secondFactor: "Second factor",
        current: "This session",
      },
      tags: { current: "This session" },
      secondFactors: { totp: "Authenticator code", recovery: "Recovery code", none: "None" },
      actions: { end: "End session", endUser: "Sign out everywhere" },
      confirm: {
        end: "End the session of {{username}}? They are signed out on their next call.",
        endUser: "Sign {{username}} out on every device? All their sessions end (your own current one stays).",
      },
    },
  },
});
