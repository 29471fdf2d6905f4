import { describe, expect, it } from "vitest";
import {
  applyColumnState,
  EMPTY_COLUMNS,
  isCustomised,
  moveColumn,
  pinColumn,
  readViewState,
  toggleHidden,
} from "./column-settings";
import { columnWidth, headerWidth, SORTER_WIDTH, textWidth, TYPE_WIDTH } from "./column-width";
import type { ColumnDef } from "./types";

interface Row {
  a: string;
  b: string;
  c: number;
  d: string;
}
const COLUMNS: ColumnDef<Row>[] = [
  { key: "a" },
  { key: "b" },
  { key: "c", kind: "money" },
  { key: "d", fixed: "right" },
];
const shown = (state = EMPTY_COLUMNS) =>
  applyColumnState(COLUMNS, state).map((c) => `${c.key}${c.fixed ? `:${c.fixed}` : ""}`);

describe("column settings", () => {
  it("shows the declared columns as declared until the user changes them", () => {
    expect(shown()).toEqual(["a", "b", "c", "d:right"]);
    expect(isCustomised(EMPTY_COLUMNS)).toBe(false);
  });

  it("hides and shows a column again", () => {
    const hidden = toggleHidden(EMPTY_COLUMNS, "b", true);
    expect(shown(hidden)).toEqual(["a", "c", "d:right"]);
    expect(shown(toggleHidden(hidden, "b", false))).toEqual(["a", "b", "c", "d:right"]);
  });

  it("orders by up and down, never past the ends", () => {
    const down = moveColumn(COLUMNS, EMPTY_COLUMNS, "a", 1);
    expect(shown(down)).toEqual(["b", "a", "c", "d:right"]);
    expect(shown(moveColumn(COLUMNS, down, "a", -1))).toEqual(["a", "b", "c", "d:right"]);
    expect(moveColumn(COLUMNS, EMPTY_COLUMNS, "a", -1)).toBe(EMPTY_COLUMNS);
  });

  it("pins a column to its edge, unpins a declared pin, and reset is the declaration", () => {
    const left = pinColumn(COLUMNS[2] as ColumnDef<Row>, EMPTY_COLUMNS, "left");
    expect(shown(left)).toEqual(["c:left", "a", "b", "d:right"]);
    const unpinned = pinColumn(COLUMNS[3] as ColumnDef<Row>, left, "none");
    expect(shown(unpinned)).toEqual(["c:left", "a", "b", "d"]);
    // Pinning back to the declared side drops the override.
    expect(pinColumn(COLUMNS[3] as ColumnDef<Row>, unpinned, "right").pins).toEqual({ c: "left" });
    expect(isCustomised(unpinned)).toBe(true);
  });

  it("applies a saved view's state, leaving out columns the screen no longer has and keeping new ones", () => {
    const view = readViewState({
      filters: { status: "1", nested: { no: 1 } },
      columns: { order: ["d", "gone", "c"], hidden: ["a"], pins: { b: "left", c: "sideways" } },
      sort: { field: "c", order: "desc" },
      pageSize: 50,
    });
    expect(view.filters).toEqual({ status: "1" });
    expect(view.sort).toEqual({ field: "c", order: "desc" });
    expect(view.pageSize).toBe(50);
    expect(shown(view.columns)).toEqual(["b:left", "c", "d:right"]);
    expect(readViewState("junk")).toEqual({ filters: {}, columns: EMPTY_COLUMNS, sort: null, pageSize: null });
  });
});

describe("column widths", () => {
  const width = (column: ColumnDef<Row>, title: string, rows: Row[] = [], summed: string[] = []) =>
    columnWidth(column, title, { rows, summed: new Set(summed) });

  it("gives a column its value type's width, or the declared one, when the header fits", () => {
    expect(width({ key: "d", kind: "dateTime" }, "时间")).toBe(TYPE_WIDTH.dateTime);
    expect(width({ key: "a", width: 150 }, "名称")).toBe(150);
  });

  it("widens a column so its header stays on one line, sort icon included", () => {
    const title = "Withdrawal amount";
    expect(width({ key: "c", kind: "money", width: 100 }, title)).toBe(headerWidth(title, false));
    expect(width({ key: "c", kind: "money", width: 100, sortable: true }, title)).toBe(
      headerWidth(title, false) + SORTER_WIDTH,
    );
    // A CJK character is a full em: four of them at 14 px, bold.
    expect(textWidth("提现金额", true)).toBe(56);
  });

  it("widens a money column to its widest value on the page and to the page sum", () => {
    const rows = [{ a: "", b: "", c: 999999999.99, d: "" }];
    const one = width({ key: "c", kind: "money" }, "金额", rows);
    expect(one).toBeGreaterThan(textWidth("999,999,999.99"));
    expect(width({ key: "c", kind: "money" }, "金额", [...rows, ...rows], ["c"])).toBeGreaterThan(one);
  });

  it("widens a dictionary column to its widest tag on the page, in the language shown", () => {
    const column: ColumnDef<Row> = { key: "d", kind: "dict", dict: "rechargeType", width: 130 };
    const rows = [{ a: "", b: "", c: 0, d: "1" }];
    // 'Official manual recharge' is wider than the declared 130 px; '官方人工充值' is not.
    expect(columnWidth(column, "Type", { rows, summed: new Set(), lang: "en-US" })).toBeGreaterThan(
      textWidth("Official manual recharge") * (12 / 14) + 34,
    );
    expect(columnWidth(column, "类型", { rows, summed: new Set(), lang: "zh-CN" })).toBe(130);
    expect(columnWidth(column, "Type", { rows: [], summed: new Set(), lang: "en-US" })).toBe(130);
  });
});
