/**
 * Generated over every screen: a column that shows a member's ID or phone (by its key: uid, userId, memberId,
 * referrerId, phone, …Phone) opens the member drawer — its cell is the member link when the user's menu holds the
 * member list, plain text when it does not. Staff screens (system/) list staff, not members.
 */
import { afterAll, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import type { ReactNode } from "react";
import { menuStore } from "@/providers/session/menu-store";
import { MEMBER_PAGE } from "@/providers/session/member-drawer-store";
import { screenKeyOf, type ScreenModule, type ScreenDef, compileScreen } from "@/resources/kit";

const MEMBER_ID = /^(uid|userId|memberId|referrerId)$/;
const MEMBER_PHONE = /^(phone|[a-z]+Phone)$/;
const modules = import.meta.glob<ScreenModule>("./**/*.screen.{ts,tsx}", { eager: true });
const screens = Object.entries(modules)
  .map(([path, module]) => ({ key: screenKeyOf(path), screen: module.default as ScreenDef<object> }))
  .filter(({ key }) => !key.startsWith("system/"));

const menuWith = (component: string) => [
  {
    id: 1,
    name: "app",
    title: "app",
    type: -1,
    path: "",
    children: [
      {
        id: 2,
        name: "group",
        title: "group",
        type: 0,
        path: "/g",
        children: [{ id: 3, name: "page", title: "page", type: 0, path: "page", component }],
      },
    ],
  },
];

describe("member columns", () => {
  afterAll(() => menuStore.clear());
  const cells: { screen: string; column: string; html: (member: boolean) => string }[] = [];
  for (const { key, screen } of screens) {
    const definition = compileScreen(key, screen);
    for (const column of definition.columns) {
      const kind = MEMBER_ID.test(column.key) ? "id" : MEMBER_PHONE.test(column.key) ? "phone" : null;
      if (!kind) continue;
      const row = { [column.key]: kind === "id" ? "1000001" : "13800000001" };
      cells.push({
        screen: key,
        column: column.key,
        html: (member) => {
          menuStore.setTree(menuWith(member ? MEMBER_PAGE : "finance/withdraw-orders"));
          return renderToStaticMarkup(<>{column.render?.(row) as ReactNode}</>);
        },
      });
    }
  }

  it("finds member columns on the finance screens", () => {
    expect(cells.filter((cell) => cell.screen.startsWith("finance/")).length).toBeGreaterThanOrEqual(8);
  });

  it.each(cells.map((cell) => [`${cell.screen} ${cell.column}`, cell] as const))(
    "%s opens the member drawer",
    (_, cell) => {
      expect(cell.html(true)).toMatch(/<a href="#\/members\/user-list\?(uid=1000001|phone=13800000001)" data-member-/);
      expect(cell.html(false)).not.toContain("<a");
    },
  );
});
