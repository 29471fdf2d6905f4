/**
 * SPEC §2.11's summary row under its columns: 'subtotal' under userId and the page's sum under withdrawAmount, with
 * and without the row-selection column a reviewer's table starts with (antd counts it in a summary cell's index).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { Table } from "antd";
import type { ColumnType } from "antd/es/table";
import { i18n } from "@/i18n";
import { rowSelection } from "./row-selection";
import { SummaryRow } from "./summary-row";
import type { ResourceDefinition } from "./types";

interface Order {
  id: number;
  orderNo: string;
  userId: number;
  currency: string;
  withdrawAmount: number;
  status: number;
}

const definition: ResourceDefinition<Order> = {
  namespace: "orders",
  rowKey: "id",
  endpoints: { list: { path: "/orders/list", style: "query" } },
  columns: [],
  summary: { labelColumn: "userId", sumColumns: ["withdrawAmount"] },
};

const columns: ColumnType<Order>[] = [
  { key: "index", title: "序号", width: 60, render: (_value, _row, index) => index + 1 },
  { key: "orderNo", dataIndex: "orderNo", title: "订单号", width: 200 },
  { key: "userId", dataIndex: "userId", title: "用户ID", width: 100 },
  { key: "currency", dataIndex: "currency", title: "币种", width: 80 },
  { key: "withdrawAmount", dataIndex: "withdrawAmount", title: "提现金额", width: 120 },
  { key: "status", dataIndex: "status", title: "状态", width: 100, fixed: "right" },
];

const rows: Order[] = [
  { id: 1, orderNo: "W1", userId: 10010, currency: "USDT", withdrawAmount: 1000.5, status: 1 },
  { id: 2, orderNo: "W2", userId: 10011, currency: "USDT", withdrawAmount: 234.25, status: 2 },
];

function renderTable(selecting: boolean) {
  const view = render(
    <Table<Order>
      rowKey="id"
      dataSource={rows}
      columns={columns}
      pagination={false}
      scroll={{ x: 700 }}
      rowSelection={selecting ? rowSelection<Order>([], () => undefined) : undefined}
      summary={() => <SummaryRow definition={definition} columns={columns} rows={rows} selecting={selecting} />}
    />,
  );
  const headers = [...view.container.querySelectorAll(".ant-table-thead > tr > th")].filter(
    (cell) => !cell.classList.contains("ant-table-cell-scrollbar"),
  );
  const cells = [...view.container.querySelectorAll("[data-testid=summary-row] > td")];
  const column = (title: string) => headers.findIndex((cell) => cell.textContent === title);
  const cellWith = (text: string) => cells.findIndex((cell) => cell.textContent === text);
  return { headers, cells, column, cellWith };
}

beforeEach(async () => {
  await i18n.changeLanguage("zh-CN");
});

describe.each([
  ["with the selection column", true],
  ["without it", false],
])("the summary row %s", (_name, selecting) => {
  it("has one cell per column, 'subtotal' under userId and the page's sum under withdrawAmount", () => {
    const table = renderTable(selecting);
    expect(table.headers).toHaveLength(columns.length + (selecting ? 1 : 0));
    expect(table.cells).toHaveLength(table.headers.length);
    expect(table.cellWith("小计")).toBe(table.column("用户ID"));
    expect(table.cellWith("1,234.75")).toBe(table.column("提现金额"));
    // The fixed status column's summary cell sticks with it.
    expect(table.cells[table.column("状态")]?.className).toContain("ant-table-cell-fix-right");
  });
});
