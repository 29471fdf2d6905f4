import { describe, expect, it } from "vitest";
import { SMALL_MENU as tree } from "../../tests/unit/small-menu";
import { groupRedirects } from "./menu-routes";

describe("menu routes", () => {
  it("a group without redirect forwards to its first page", () => {
    expect(groupRedirects(tree)).toEqual([
      { from: "/finance", to: "/finance/withdraw-orders" },
      { from: "/team", to: "/team/team-config" },
    ]);
  });
});
