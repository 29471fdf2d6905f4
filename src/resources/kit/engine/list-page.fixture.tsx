/**
 * The list page's test fixture: a small screen definition of "things", 23 rows behind a data provider that records
 * its calls (a `gate` makes it slow), and the console's providers around one route. Shared by the list page's tests.
 */
import { render } from "@testing-library/react";
import { Refine, type AccessControlProvider, type DataProvider, type BaseRecord } from "@refinedev/core";
import { routerProvider } from "@/providers/router-provider";
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from "react-router";
import { RouteHooks } from "@/lib/route-hooks";
import { UiProviders } from "@/shell/ui-providers";
import { i18n, registerCatalogue } from "@/i18n";
import { ListPage } from "@/resources/kit/engine/list-page";
import type { ResourceDefinition } from "@/resources/kit/engine/types";
import { setDictSource } from "@/components/dict-store";

export interface Thing extends BaseRecord {
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

export const definition: ResourceDefinition<Thing> = {
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

export const all: Thing[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: i === 0 ? "" : `thing ${i + 1}`,
  amount: 1000.5 + i,
  status: (i % 2) + 1,
  isTest: i % 2,
}));

/** The test's way to move the router: the page left for another and opened again. */
export let goTo: NavigateFunction = () => undefined;
function Navigator() {
  goTo = useNavigate();
  return null;
}

/** `gate`: a promise each list call waits on before it answers (a slow back end). */
export function setup(
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
      <RouteHooks>
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
      </RouteHooks>
    </MemoryRouter>,
  );
  return { calls, view };
}

export const lastList = (calls: { verb: string; params: Record<string, unknown> }[]) =>
  calls.filter((c) => c.verb === "getList").at(-1)?.params;

/** Each test's start: zh-CN, and the status dictionary the tabs and cells read. */
export async function prepareListPage(): Promise<void> {
  await i18n.changeLanguage("zh-CN");
  setDictSource(async () => [
    { value: "1", title: "待处理" },
    { value: "2", title: "已完成" },
  ]);
}
