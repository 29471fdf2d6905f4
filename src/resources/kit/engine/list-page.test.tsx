/**
 * The generic list page, once, deeply: columns and cells, paging defaults, search → request keys, reset,
 * status tabs, summary row, permission-guarded actions, confirmation → call → reload.
 */
import { describe, expect, it, beforeEach } from "vitest";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Refine, type AccessControlProvider, type DataProvider, type BaseRecord } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from "react-router";
import { UiProviders } from "@/shell/ui-providers";
import { i18n, registerCatalogue } from "@/i18n";
import { ListPage } from "@/resources/kit/engine/list-page";
import type { ResourceDefinition } from "@/resources/kit/engine/types";
import { setDictSource } from "@/components/dict-store";
import { createAccessControlProvider } from "@/providers/access-control-provider";
import { getButton, getButtons, queryButtons } from "../../../../tests/unit/buttons";

interface Thing extends BaseRecord {
  id: number;
  name: string;
  amount: number;
  status: number;
  isTest: number;
}

registerCatalogue("things", {
  "zh-CN": {
    fields: { index: "序号", name: "名称", amount: "金额", status: "状态", isTest: "测试" },
    search: { name: "名称", status: "状态" },
    actions: { approve: "通过" },
    confirmApprove: "确认通过？",
  },
  "en-US": {
    fields: { index: "No.", name: "Name", amount: "Amount", status: "Status", isTest: "Test" },
    search: { name: "Name", status: "Status" },
    actions: { approve: "Approve" },
    confirmApprove: "Approve?",
  },
});

const definition: ResourceDefinition<Thing> = {
  namespace: "things",
  rowKey: "id",
  endpoints: { list: { path: "/things/list", style: "body" } },
  tabs: { field: "status", dict: "taskClaimStatus" },
  search: [{ key: "name", kind: "text" }],
  columns: [
    { key: "index", kind: "index" },
    { key: "name" },
    { key: "amount", kind: "money" },
    { key: "isTest", kind: "yesNo" },
    { key: "status", kind: "dict", dict: "taskClaimStatus" },
  ],
  summary: { labelColumn: "name", sumColumns: ["amount"] },
  rowActions: [
    {
      key: "approve",
      permType: "edit",
      visible: (row) => row.status === 1,
      confirm: { textKey: "things.confirmApprove" },
      endpoint: { path: "/things/approve", style: "body" },
      payload: (row) => ({ id: row.id }),
    },
  ],
  actionsFallback: () => "—",
};

const all: Thing[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: i === 0 ? "" : `thing ${i + 1}`,
  amount: 1000.5 + i,
  status: (i % 2) + 1,
  isTest: i % 2,
}));

/** The test's way to move the router: the page left for another and opened again. */
let goTo: NavigateFunction = () => undefined;
function Navigator() {
  goTo = useNavigate();
  return null;
}

/** `gate`: a promise each list call waits on before it answers (a slow back end). */
function setup(
  permTypes: string[],
  shown: ResourceDefinition<Thing> = definition,
  gate?: () => Promise<void>,
  access: AccessControlProvider = {
    can: async ({ action }) => ({
      can: action === "list" || permTypes.includes(action === "create" ? "add" : action),
    }),
  },
) {
  const calls: { verb: string; params: Record<string, unknown> }[] = [];
  const dataProvider: DataProvider = {
    getApiUrl: () => "",
    getList: async ({ pagination, filters }) => {
      const params = Object.fromEntries((filters ?? []).map((f) => ("field" in f ? [f.field, f.value] : [])));
      calls.push({
        verb: "getList",
        params: { ...params, page: pagination?.currentPage, pageSize: pagination?.pageSize },
      });
      const rows = all.filter(
        (row) =>
          (params.status == null || String(row.status) === String(params.status)) &&
          (params.name == null || row.name.includes(String(params.name))),
      );
      await gate?.();
      const size = pagination?.pageSize ?? 10;
      const page = pagination?.currentPage ?? 1;
      return { data: rows.slice((page - 1) * size, page * size) as never[], total: rows.length };
    },
    getOne: async () => ({ data: {} as never }),
    create: async () => ({ data: {} as never }),
    update: async () => ({ data: {} as never }),
    deleteOne: async () => ({ data: {} as never }),
    custom: async ({ payload, meta }) => {
      calls.push({
        verb: `custom ${(meta?.endpoint as { path: string }).path}`,
        params: payload as Record<string, unknown>,
      });
      return { data: {} as never };
    },
  };
  const view = render(
    <MemoryRouter initialEntries={["/things"]}>
      <UiProviders>
        <Refine
          dataProvider={dataProvider}
          routerProvider={routerProvider}
          accessControlProvider={access}
          resources={[{ name: "things", list: "/things" }]}
          options={{
            disableTelemetry: true,
            syncWithLocation: true,
            reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
          }}
        >
          <Navigator />
          <Routes>
            <Route path="/things" element={<ListPage definition={shown} />} />
            <Route path="/elsewhere" element={<p>elsewhere</p>} />
          </Routes>
        </Refine>
      </UiProviders>
    </MemoryRouter>,
  );
  return { calls, view };
}

const lastList = (calls: { verb: string; params: Record<string, unknown> }[]) =>
  calls.filter((c) => c.verb === "getList").at(-1)?.params;

beforeEach(async () => {
  await i18n.changeLanguage("zh-CN");
  setDictSource(async () => [
    { value: "1", title: "待处理" },
    { value: "2", title: "已完成" },
  ]);
});

describe("ListPage", () => {
  it("renders titles by convention, cells by kind, the total and the default page size 10", async () => {
    const { calls } = setup(["edit"]);
    expect(await screen.findByText("thing 2")).toBeTruthy();
    expect(screen.getAllByText("金额").length).toBeGreaterThan(0);
    expect(screen.getAllByText("1,001.50").length).toBeGreaterThan(0);
    expect(screen.getAllByText("--").length).toBeGreaterThan(0);
    expect(screen.getByText("共 23 条")).toBeTruthy();
    expect(lastList(calls)).toMatchObject({ page: 1, pageSize: 10 });
    expect(document.querySelectorAll(".ant-table-row")).toHaveLength(10);
  });

  it("the summary row sums the page and labels its column", async () => {
    setup([]);
    await screen.findByText("thing 2");
    const summary = screen.getByText("小计").closest("tr") as HTMLElement;
    const expected = all.slice(0, 10).reduce((sum, row) => sum + row.amount, 0);
    expect(within(summary).getByText(expected.toLocaleString("en-US", { minimumFractionDigits: 2 }))).toBeTruthy();
  });

  it("status tabs come from the dictionary and set the status filter", async () => {
    const { calls } = setup([]);
    await screen.findByText("thing 2");
    fireEvent.click(await screen.findByRole("tab", { name: "已完成" }));
    await waitFor(() => expect(lastList(calls)).toMatchObject({ status: "2", page: 1 }));
  });

  it("search sends the typed value; reset clears it", async () => {
    const { calls } = setup([]);
    await screen.findByText("thing 2");
    const input = screen.getByPlaceholderText("请输入名称");
    fireEvent.change(input, { target: { value: "thing 1" } });
    fireEvent.click(getButton("搜索"));
    await waitFor(() => expect(lastList(calls)).toMatchObject({ name: "thing 1" }));
    fireEvent.click(getButton("重置"));
    await waitFor(() => expect(lastList(calls)?.name).toBeUndefined());
    expect((screen.getByPlaceholderText("请输入名称") as HTMLInputElement).value).toBe("");
  });

  it("actions need their permType and their row rule; others show the fallback", async () => {
    setup([]);
    await screen.findByText("thing 2");
    expect(queryButtons("通过")).toHaveLength(0);
    expect(screen.getAllByText("—").length).toBe(10);
  });

  it("an action confirms, calls its endpoint with the row's payload, and reloads", async () => {
    const { calls } = setup(["edit"]);
    await screen.findByText("thing 2");
    const buttons = await waitFor(() => getButtons("通过"));
    expect(buttons).toHaveLength(5);
    const before = calls.filter((c) => c.verb === "getList").length;
    fireEvent.click(buttons[0]);
    expect(await screen.findByText("确认通过？")).toBeTruthy();
    await act(async () => {
      fireEvent.click(getButton("确定"));
    });
    await waitFor(() => expect(calls.some((c) => c.verb === "custom /things/approve" && c.params.id === 1)).toBe(true));
    await waitFor(() => expect(calls.filter((c) => c.verb === "getList").length).toBeGreaterThan(before));
  });

  it("a page change draws no row again until the new page's rows arrive", async () => {
    let drawn = 0;
    let open = () => {};
    let held = Promise.resolve();
    const counted: ResourceDefinition<Thing> = {
      ...definition,
      columns: [
        { key: "index", kind: "index" },
        { key: "name", render: (row) => (drawn++, row.name) },
      ],
    };
    const { calls } = setup([], counted, () => held);
    await screen.findByText("thing 2");
    held = new Promise((resolve) => (open = resolve));
    const before = drawn;
    fireEvent.click(document.querySelector(".ant-pagination-next") as HTMLElement);
    await waitFor(() => expect(lastList(calls)).toMatchObject({ page: 2 }));
    expect(document.querySelector(".ant-pagination-item-active")?.textContent).toBe("2");
    expect(drawn, "no row drawn again while page 2 is on its way").toBe(before);
    await act(async () => open());
    // The rows of page 2, numbered from 11.
    const first = (await screen.findByText("thing 11")).closest("tr") as HTMLElement;
    expect(within(first).getByText("11")).toBeTruthy();
    expect(drawn).toBeGreaterThan(before);
  });

  it("opened again with its rows at hand, a list draws them once: the console's access control answers at once", async () => {
    let drawn = 0;
    const counted: ResourceDefinition<Thing> = {
      ...definition,
      columns: [{ key: "name", render: (row) => (drawn++, row.name) }, ...definition.columns.slice(2)],
    };
    const access = createAccessControlProvider({ permTypesOf: () => ["view", "edit"], roles: () => [] });
    setup(["edit"], counted, undefined, access);
    await screen.findByText("thing 2");
    await act(async () => goTo("/elsewhere"));
    expect(await screen.findByText("elsewhere")).toBeTruthy();
    drawn = 0;
    // Back to the list: its rows are in the cache, so they are drawn as it mounts, with the row actions allowed.
    await act(async () => goTo("/things"));
    expect(getButtons("通过")).toHaveLength(5);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(drawn, "each of the 10 rows drawn once").toBe(10);
  });
});
