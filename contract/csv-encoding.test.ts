import { describe, expect, it } from "vitest";
import { csvHeader, csvRow, csvValue, encodeCsv, type CsvColumnSpec } from "./csv-encoding";

const COLUMNS: CsvColumnSpec[] = [
  { key: "id", title: "ID", format: "text" },
  { key: "name", title: "Name, full", format: "text" },
  { key: "amount", title: "Amount", format: "money" },
  { key: "status", title: "Status", format: "label", labels: { "1": "Paid", "2": "=Void" } },
  { key: "test", title: "Test", format: "yesNo", labels: { yes: "Yes", no: "No" } },
  { key: "time", title: "Time", format: "dateTime" },
];

describe("the CSV encoder", () => {
  it("starts with a BOM and the titles, ends every line with CRLF", () => {
    expect(csvHeader(COLUMNS)).toBe('\uFEFFID,"Name, full",Amount,Status,Test,Time\r\n');
    expect(encodeCsv(COLUMNS, [])).toBe(csvHeader(COLUMNS));
  });

  it("writes amounts plain with 2 decimals, whatever their type, and '--' for every empty cell", () => {
    const row = { id: 7, name: "", amount: "1234567.5", status: null, test: undefined, time: "" };
    expect(csvRow(COLUMNS, row)).toBe("7,--,1234567.50,--,--,--\r\n");
    expect(csvValue("money", -12)).toBe("-12.00");
    expect(csvValue("money", 1.005)).toBe("1.01");
    expect(csvValue("money", "abc")).toBe("--");
  });

  it("writes a dictionary code as its label (the code when it has none), yes/no as the labels", () => {
    expect(csvRow(COLUMNS, { id: 1, name: "a", amount: 0, status: 1, test: 1, time: "2026-11-26 08:09:10" })).toBe(
      "1,a,0.00,Paid,Yes,2026-11-26 08:09:10\r\n",
    );
    expect(csvValue("label", 9, { "1": "Paid" })).toBe("9");
    expect(csvValue("label", "toString", { "1": "Paid" })).toBe("toString");
    expect(csvValue("yesNo", false, { yes: "Yes", no: "No" })).toBe("No");
  });

  it("guards a formula in any cell, a label included, and keeps a signed number and '--' as they are", () => {
    expect(csvRow(COLUMNS, { id: "-5", name: "=1+1", amount: -3, status: 2, test: 0, time: null })).toBe(
      "-5,'=1+1,-3.00,'=Void,No,--\r\n",
    );
  });

  it("writes a 19-digit id as its text, never through a number", () => {
    const id = "1464484663442673665";
    expect(csvRow([{ key: "id", title: "ID", format: "text" }], { id })).toBe(`${id}\r\n`);
  });
});
