/**
 * A row's history in the screen's words (model.ts): a database column found as the screen's field, the changes in the
 * screen's order, each value written as the screen writes its field; the columns the screen does not show kept as
 * they are.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { i18n, initialLanguage, setLanguage } from "@/i18n";
import { compileScreen } from "../../compile";
import { actorText, camelOf, fieldOfColumn, historyChanges, historyValueText, type HistoryRecord } from "./model";

const UPDATE = { path: "/update", style: "body" } as const;

interface Order {
  id: string;
  userId: number;
  withdrawAmount: number;
  isSendEnergy: boolean | null;
  cardNo: string;
  realname: string;
  handleTime: string;
  remark: string;
  handler: string;
  status: number;
  enabled: number;
}

const screen = compileScreen<Order>("finance/withdraw-orders", {
  list: { path: "/list", style: "query" },
  fields: [
    { key: "index", type: "index" },
    { key: "userId", type: "member" },
    { key: "withdrawAmount", type: "money" },
    {
      key: "isSendEnergy",
      render: (row) => String(row.isSendEnergy),
      csv: (row) => (row.isSendEnergy ? "已发" : "未发"),
    },
    { key: "cardNo", render: (row) => row.cardNo },
    { key: "realname" },
    { key: "handleTime", type: "dateTime" },
    { key: "remark" },
    { key: "handler" },
    { key: "status", type: "dict", dict: "withdrawStatus" },
    {
      key: "enabled",
      type: "switch",
      toggle: {
        values: [1, 0],
        labelKeys: ["common.switch.enabled", "common.switch.disabled"],
        endpoint: UPDATE,
        payload: () => ({}),
      },
    },
  ],
});
const columns = screen.columns;

beforeAll(() => setLanguage("zh-CN"));
afterAll(() => i18n.changeLanguage(initialLanguage()));

const record = (action: HistoryRecord["action"], changes: HistoryRecord["changes"]) => ({ action, changes });

describe("a database column as the screen's field", () => {
  it("is its camelCase key, or the same letters in another case; none for a column the screen does not show", () => {
    expect(camelOf("handle_time")).toBe("handleTime");
    expect(camelOf("status")).toBe("status");
    expect(fieldOfColumn(columns, "handle_time")?.key).toBe("handleTime");
    expect(fieldOfColumn(columns, "user_id")?.key).toBe("userId");
    expect(fieldOfColumn(columns, "real_name")?.key).toBe("realname");
    expect(fieldOfColumn(columns, "handler_id")).toBeUndefined();
    // The row number is no field of the row.
    expect(fieldOfColumn(columns, "index")).toBeUndefined();
  });
});

describe("the changes of a record", () => {
  it("lists the screen's fields in the screen's order, then the other columns by name", () => {
    const changes = historyChanges(
      record("update", {
        handler_id: [null, 1],
        status: [1, 3],
        remark: [null, "地址不符"],
        handle_time: [null, "2026-11-28T10:00:00"],
        handler: [null, "admin"],
        approved_by: [null, 2],
      }),
      columns,
    );
    expect(changes.map((change) => change.column)).toEqual([
      "handle_time",
      "remark",
      "handler",
      "status",
      "approved_by",
      "handler_id",
    ]);
    expect(changes[3]).toMatchObject({ column: "status", before: 1, after: 3 });
    expect(changes[3]?.field?.key).toBe("status");
    expect(changes[4]?.field).toBeUndefined();
  });

  it("an insert: the columns it filled, after only; a delete: the ones the row had, before only", () => {
    const inserted = historyChanges(record("insert", { status: [null, 1], remark: [null, null] }), columns);
    expect(inserted).toHaveLength(1);
    expect(inserted[0]).toEqual(expect.objectContaining({ column: "status", after: 1 }));
    expect("before" in (inserted[0] ?? {})).toBe(false);
    const deleted = historyChanges(record("delete", { status: [2, null], remark: ["", null] }), columns);
    expect(deleted.map((change) => change.column)).toEqual(["status"]);
    expect("after" in (deleted[0] ?? {})).toBe(false);
    expect(historyChanges(record("update", {}), columns)).toEqual([]);
  });
});

describe("a value as the screen writes it", () => {
  const field = (key: string) => columns.find((column) => column.key === key);

  it("money with separators and two decimals, a stored time as the screen's date time", () => {
    expect(historyValueText(field("withdrawAmount"), 1234.5)).toBe("1,234.50");
    expect(historyValueText(field("withdrawAmount"), "98765.4")).toBe("98,765.40");
    expect(historyValueText(field("handleTime"), "2026-11-28T10:00:00")).toBe("2026-11-28 10:00:00");
  });

  it("a dictionary code as its label, in the language in force; an unknown code as it is", async () => {
    expect(historyValueText(field("status"), 1)).toBe("待审核");
    expect(historyValueText(field("status"), 3)).toBe("审核拒绝");
    expect(historyValueText(field("status"), 99)).toBe("99");
    await setLanguage("en-US");
    try {
      expect(historyValueText(field("status"), 3)).toBe("Rejected");
      expect(actorText({ actorId: null, actorName: "system" })).toBe("System");
    } finally {
      await setLanguage("zh-CN");
    }
  });

  it("a switch as its on / off label", () => {
    expect(historyValueText(field("enabled"), 1)).toBe("启用");
    expect(historyValueText(field("enabled"), "0")).toBe("禁用");
    expect(historyValueText(field("enabled"), 7)).toBe("7");
  });

  it("a custom cell as its CSV text; without one, the value as stored", () => {
    expect(historyValueText(field("isSendEnergy"), true)).toBe("已发");
    expect(historyValueText(field("isSendEnergy"), false)).toBe("未发");
    expect(historyValueText(field("cardNo"), "TJR…RTv8")).toBe("TJR…RTv8");
  });

  it("empty as '--', a column the screen does not show as stored (objects as JSON), secrets as they came", () => {
    expect(historyValueText(field("remark"), null)).toBe("--");
    expect(historyValueText(field("remark"), "")).toBe("--");
    expect(historyValueText(undefined, 12)).toBe("12");
    expect(historyValueText(undefined, false)).toBe("false");
    expect(historyValueText(undefined, { a: 1 })).toBe('{"a":1}');
    expect(historyValueText(undefined, "******")).toBe("******");
    // An id of 19 digits stays its digits: never through a number.
    expect(historyValueText(undefined, "1464484663442673665")).toBe("1464484663442673665");
  });
});

describe("who made the change", () => {
  it("the staff username, or System for a job or a migration", () => {
    expect(actorText({ actorId: 1, actorName: "admin" })).toBe("admin");
    expect(actorText({ actorId: null, actorName: "system" })).toBe("系统");
  });
});
