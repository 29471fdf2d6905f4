import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import type { MenuNode } from "@/providers/session/menu-types";
import seeded from "../../../tests/unit/seeded-menu.json";
import { MENU_ICONS, MenuIcon } from "./menu-icon";

const nodes = (tree: MenuNode[]): MenuNode[] => tree.flatMap((node) => [node, ...nodes(node.children ?? [])]);

describe("MenuIcon", () => {
  it("maps every icon name of the seeded menu (declared in server/screens)", () => {
    const names = [...new Set(nodes(seeded.admin as unknown as MenuNode[]).map((node) => node.icon ?? ""))];
    const used = names.filter(Boolean);
    expect(used.length).toBeGreaterThan(15);
    expect(used.filter((name) => !MENU_ICONS[name])).toEqual([]);
  });
  it("renders the named icon, and the app icon for an unknown name", () => {
    expect(render(<MenuIcon name="TeamOutlined" />).container.querySelector(".anticon-team")).not.toBeNull();
    expect(render(<MenuIcon name="NoSuchIcon" />).container.querySelector(".anticon-appstore")).not.toBeNull();
    expect(render(<MenuIcon name="toString" />).container.querySelector(".anticon-appstore")).not.toBeNull();
  });
});
