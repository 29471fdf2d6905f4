/**
 * The kit's guards with the console's access control: answered in the first render, and asked again when the menu
 * changes under a mounted screen (a login after a 401 stores the roles, then the menu).
 */
import { afterEach, describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { Refine, type DataProvider } from "@refinedev/core";
import type { ReactNode } from "react";
import { createAccessControlProvider } from "@/providers/access-control-provider";
import { menuStore } from "@/providers/session/menu-store";
import type { MenuNode } from "@/providers/session/menu-types";
import { usePermissions } from "./use-permissions";

const menuWith = (permTypes: string[]): MenuNode[] =>
  [
    {
      id: "1",
      name: "app",
      title: "app",
      type: -1,
      path: "",
      children: [
        {
          id: "2",
          name: "group",
          title: "group",
          type: 0,
          path: "/g",
          children: [{ id: "3", name: "things", title: "things", type: 0, path: "things", component: "x", permTypes }],
        },
      ],
    },
  ] as unknown as MenuNode[];

const dataProvider = { getApiUrl: () => "" } as unknown as DataProvider;
const access = createAccessControlProvider({
  permTypesOf: (resource) => menuStore.page(resource)?.permTypes,
  roles: () => [],
});
const wrapper = ({ children }: { children: ReactNode }) => (
  <Refine dataProvider={dataProvider} accessControlProvider={access} options={{ disableTelemetry: true }}>
    {children}
  </Refine>
);

describe("usePermissions with the console's access control", () => {
  afterEach(() => menuStore.clear());

  it("answers in the first render", () => {
    menuStore.setTree(menuWith(["view", "edit"]));
    const answers: boolean[] = [];
    renderHook(
      () => {
        const { has, ready } = usePermissions("things");
        answers.push(ready && has("edit"));
      },
      { wrapper },
    );
    expect(answers[0]).toBe(true);
  });

  it("asks again when the menu changes under a mounted screen", () => {
    const { result } = renderHook(() => usePermissions("things"), { wrapper });
    expect(result.current.has("edit")).toBe(false);
    act(() => menuStore.setTree(menuWith(["view", "edit"])));
    expect(result.current.has("edit")).toBe(true);
    expect(result.current.has("delete")).toBe(false);
  });
});
