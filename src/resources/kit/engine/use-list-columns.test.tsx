/**
 * The table's columns as the kit hands them to antd. A cell's own props (`onCell`) are one object per column: rc-table
 * keeps a row's cells when the row draws again with the same props (its Cell is memoised), and a row draws again each
 * time the table measures its columns in the browser (pinned columns move by the measured widths). A new object per
 * call drew every cell of the page a second time before the first paint.
 */
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EMPTY_COLUMNS } from "./column-settings";
import type { ResourceDefinition } from "./types";
import { useListColumns } from "./use-list-columns";

interface Row {
  id: number;
  name: string;
  status: number;
}
const rows: Row[] = [
  { id: 1, name: "one", status: 1 },
  { id: 2, name: "two", status: 2 },
];
const definition: ResourceDefinition<Row> = {
  namespace: "rows",
  rowKey: "id",
  endpoints: { list: { path: "/rows/list", style: "query" } },
  columns: [{ key: "name" }, { key: "status", fixed: "left" }],
  rowActions: [{ key: "approve", permType: "edit", endpoint: { path: "/rows/approve", style: "body" } }],
};

describe("useListColumns", () => {
  it("gives each column (pinned first, the row actions last) one set of cell props for every row and every call", () => {
    const { result } = renderHook(() =>
      useListColumns({
        definition,
        has: () => true,
        context: { reload: () => undefined, openForm: () => undefined, scope: undefined },
        currentPage: 1,
        pageSize: 10,
        sorters: [],
        state: EMPTY_COLUMNS,
        rows,
      }),
    );
    const columns = result.current;
    expect(columns.map((column) => column.key)).toEqual(["status", "name", "__actions"]);
    for (const column of columns) {
      const first = column.onCell?.(rows[0], 0);
      expect(first).toMatchObject({ "data-col": column.key });
      expect(column.onCell?.(rows[1], 1), `${String(column.key)}: the same object`).toBe(first);
      expect(column.onCell?.(rows[0], 0), `${String(column.key)}: again`).toBe(first);
    }
  });
});
