/**
 * The kit parts the inventory screens need, rendered once through the list page: tree rows loaded by parent, batch
 * actions on selected rows, grouped column headers and the detail drawer compiled from the field list; and a screen's
 * part declared `above` its list, and a scope's panel narrowing it.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Refine, type DataProvider, type BaseRecord } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { MemoryRouter, Route, Routes } from "react-router";
import { RouteHooks } from "@/lib/route-hooks";
import { Button } from "antd";
import { UiProviders } from "@/shell/ui-providers";
import { i18n, registerCatalogue } from "@/i18n";
import { ListPage } from "@/resources/kit/engine/list-page";
import type { ToolbarProps } from "@/resources/kit/engine/types";
import { compileScreen } from "@/resources/kit/compile";
import { screenPage } from "@/resources/kit/screen-page";
import { scope, type ScreenDef } from "@/resources/kit/screen-types";
import { getButton } from "../../../tests/unit/buttons";

interface Dept extends BaseRecord {
  id: number;
  title: string;
  leader: string;
  phone: string;
}

registerCatalogue("depts", {
  "zh-CN": { fields: { title: "名称", leader: "负责人", phone: "电话" }, groups: { contact: "联系方式" } },
  "en-US": { fields: { title: "Title", leader: "Leader", phone: "Phone" }, groups: { contact: "Contact" } },
});

const picked: number[][] = [];
function DeleteSelected({ selected }: ToolbarProps<Dept>) {
  return (
    <Button
      disabled={!selected?.length}
      onClick={() => picked.push((selected ?? []).map((row) => row.id))}
      data-action="batch-delete"
    >
      batch
    </Button>
  );
}

const screenDef: ScreenDef<Dept> = {
  list: { path: "/dept/getByParentId/0", style: "query", result: "array", paging: "none" },
  paging: false,
  tree: { children: { path: "/dept/getByParentId/{parentId}", style: "query", result: "array" } },
  fields: [{ key: "title" }, { key: "leader", group: "contact" }, { key: "phone", group: "contact" }],
  detail: {},
  batchActions: [{ key: "delete", permType: "delete", component: DeleteSelected }],
};
const definition = compileScreen<Dept>("system/depts", screenDef);

function setup(page = <ListPage definition={definition} />) {
  const asked: string[] = [];
  const children: Record<string, Dept[]> = { "1": [{ id: 11, title: "华东区", leader: "李四", phone: "222" }] };
  const dataProvider: DataProvider = {
    getApiUrl: () => "",
    getList: async ({ meta }) =>
      (meta?.endpoint as { path?: string } | undefined)?.path === "/dept/search"
        ? { data: [{ id: 3, title: "搜索结果", leader: "赵六", phone: "444" }] as never[], total: 1 }
        : {
            data: [
              { id: 1, title: "总部", leader: "张三", phone: "111" },
              { id: 2, title: "分部", leader: "王五", phone: "333" },
            ] as never[],
            total: 2,
          },
    getOne: async () => ({ data: {} as never }),
    create: async () => ({ data: {} as never }),
    update: async () => ({ data: {} as never }),
    deleteOne: async () => ({ data: {} as never }),
    custom: async ({ url }) => {
      asked.push(url);
      return { data: (children[url.split("/").pop() ?? ""] ?? []) as never };
    },
  };
  render(
    <MemoryRouter initialEntries={["/depts"]}>
      <RouteHooks>
        <UiProviders>
          <Refine
            dataProvider={dataProvider}
            routerProvider={routerProvider}
            accessControlProvider={{ can: async () => ({ can: true }) }}
            resources={[{ name: "depts", list: "/depts" }]}
            options={{ disableTelemetry: true, syncWithLocation: true }}
          >
            <Routes>
              <Route path="/depts" element={page} />
            </Routes>
          </Refine>
        </UiProviders>
      </RouteHooks>
    </MemoryRouter>,
  );
  return { asked };
}

describe("kit parts", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("zh-CN");
  });

  it("groups columns under a shared header", async () => {
    setup();
    await screen.findByText("总部");
    const group = screen.getByText("联系方式").closest("th") as HTMLElement;
    expect(group.getAttribute("colspan")).toBe("2");
  });

  it("loads a row's children when it is expanded, once, from the children endpoint with its id", async () => {
    const { asked } = setup();
    await screen.findByText("总部");
    const expand = document.querySelectorAll(".ant-table-row-expand-icon")[0] as HTMLElement;
    fireEvent.click(expand);
    expect(await screen.findByText("华东区")).toBeTruthy();
    expect(asked).toEqual(["/dept/getByParentId/1"]);
  });

  it("offers row selection for batch actions and hands them the selected rows", async () => {
    setup();
    await screen.findByText("总部");
    const batch = getButton("batch");
    expect(batch).toHaveProperty("disabled", true);
    const row = screen.getByText("分部").closest("tr") as HTMLElement;
    fireEvent.click(row.querySelector(".ant-checkbox-input") as HTMLInputElement);
    await waitFor(() => expect(getButton("batch")).toHaveProperty("disabled", false));
    fireEvent.click(getButton("batch"));
    expect(picked.at(-1)).toEqual([2]);
  });

  it("opens a read-only detail drawer of the row's fields", async () => {
    setup();
    await screen.findByText("总部");
    fireEvent.click(getButton("详情"));
    const drawer = await screen.findByTestId("detail-drawer");
    expect(within(drawer).getByText("负责人")).toBeTruthy();
    expect(within(drawer).getByText("张三")).toBeTruthy();
  });

  it("shows a screen's `above` part, given the compiled definition, over its list", async () => {
    const Page = screenPage("system/depts", {
      ...screenDef,
      above: ({ definition: compiled }) => <p data-testid="above">{compiled.endpoints.list.path}</p>,
    } as ScreenDef<object>);
    setup(<Page />);
    const above = await screen.findByTestId("above");
    expect(above.textContent).toBe("/dept/getByParentId/0");
    const row = await screen.findByText("总部");
    expect(above.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("narrows the list by what its scope's panel chooses, and shows it whole again when the choice is cleared", async () => {
    const Page = screenPage("system/depts", {
      ...screenDef,
      scope: scope<Dept, string>({
        placement: "beside",
        width: 200,
        panel: ({ value, onChange }) => (
          <Button onClick={() => onChange(value ? undefined : "search")}>{value ? "all" : "narrow"}</Button>
        ),
        narrow: (definition) => ({ ...definition, endpoints: { list: { path: "/dept/search", style: "query" } } }),
      }),
    } as ScreenDef<object>);
    setup(<Page />);
    await screen.findByText("总部");
    fireEvent.click(getButton("narrow"));
    expect(await screen.findByText("搜索结果")).toBeTruthy();
    expect(screen.queryByText("总部")).toBeNull();
    fireEvent.click(getButton("all"));
    expect(await screen.findByText("总部")).toBeTruthy();
    expect(screen.queryByText("搜索结果")).toBeNull();
  });
});
