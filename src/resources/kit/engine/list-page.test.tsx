/**
 * The generic list page, once, deeply: columns and cells, paging defaults, search → request keys, reset,
 * status tabs, summary row, permission-guarded actions, confirmation → call → reload.
 */
import { describe, expect, it, beforeEach } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createAccessControlProvider } from "@/providers/access-control-provider";
import type { ResourceDefinition } from "@/resources/kit/engine/types";
import { getButton, getButtons, queryButtons } from "../../../../tests/unit/buttons";
import { all, definition, goTo, lastList, prepareListPage, setup, type Thing } from "./list-page.fixture";

beforeEach(prepareListPage);

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
