// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildCsv, csvCell, csvFileName, downloadText, type CsvColumn } from "./csv";

interface Row {
  id: number;
  name: string | null;
  amount: number | string | null;
}

const columns: CsvColumn<Row>[] = [
  { title: "ID", value: (row) => row.id },
  { title: "Name", value: (row) => row.name },
  { title: "Amount", value: (row) => row.amount },
];

describe("csvCell", () => {
  it("quotes per RFC 4180", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("cr\rhere")).toBe('"cr\rhere"');
  });
  it("neutralises formulas in text", () => {
    expect(csvCell("=SUM(A1:A2)")).toBe("'=SUM(A1:A2)");
    expect(csvCell("+A1")).toBe("'+A1");
    expect(csvCell("-A1*2")).toBe("'-A1*2");
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("\rx")).toBe('"\'\rx"');
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(csvCell("a=b")).toBe("a=b");
  });
  it("keeps numbers as numbers", () => {
    expect(csvCell(-12.5)).toBe("-12.5");
    expect(csvCell(0)).toBe("0");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(-1e21)).toBe("-1e+21");
  });
  it("writes empty values as empty cells", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("")).toBe("");
  });
});

describe("buildCsv", () => {
  it("starts with a BOM, has a header row and CRLF lines", () => {
    const csv = buildCsv(columns, [
      { id: 1, name: "Ann, Jr.", amount: 12.5 },
      { id: 2, name: null, amount: "-3.00" },
    ]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('ID,Name,Amount\r\n1,"Ann, Jr.",12.5\r\n2,,-3.00\r\n');
  });
  it("has only the header for no rows", () => {
    expect(buildCsv(columns, [])).toBe("\uFEFFID,Name,Amount\r\n");
  });
  it("escapes titles too", () => {
    expect(buildCsv([{ title: "A,B", value: () => 1 }], [{}])).toBe('\uFEFF"A,B"\r\n1\r\n');
  });
});

describe("csvFileName", () => {
  it("stamps the local time", () => {
    expect(csvFileName("withdrawal records", new Date(2024, 0, 2, 3, 4, 5))).toBe(
      "withdrawal records_20240102030405.csv",
    );
    expect(csvFileName("x", new Date(2024, 11, 31, 23, 59, 59))).toBe("x_20241231235959.csv");
  });
});

describe("downloadText", () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    vi.restoreAllMocks();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
  it("clicks a temporary download link", () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return "blob:test";
    });
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe("a.csv");
      expect(this.getAttribute("href")).toBe("blob:test");
    });
    downloadText("a.csv", "x,y");
    expect(click).toHaveBeenCalledTimes(1);
    expect(created[0].type).toBe("text/csv;charset=utf-8");
    expect(document.querySelector("a[download]")).toBeNull();
  });
});

describe("formula neutralising, the cases a probe found", () => {
  it.each([" =1+1", "\u3000=cmd", "＝1+1", "＋1", "－1", "＠SUM(A1)", "\n=1", "\t=1"])("neutralises %j", (text) => {
    expect(csvCell(text).replace(/^"/, "")).toMatch(/^'/);
  });

  it.each(["-5", "-5.00", "+3", "1,234.50"])("keeps the number %j as it is", (text) => {
    expect(csvCell(text).replace(/^"|"$/g, "")).toBe(text);
  });

  it("keeps ordinary text", () => {
    expect(csvCell("a = b")).toBe("a = b");
  });

  it("writes the empty cell's -- as it is (a spreadsheet would show the guard's apostrophe)", () => {
    expect(csvCell("--")).toBe("--");
    expect(csvCell("--1")).toBe("'--1");
  });
});

describe("what mutation testing showed untested", () => {
  it("a number is written as the number, even where its text would look like a formula", () => {
    expect(csvCell(-1e21)).toBe("-1e+21");
    expect(csvCell(-5n)).toBe("-5");
    expect(csvCell(false)).toBe("false");
  });
  it("text that starts like a number but goes on as a formula is neutralised", () => {
    expect(csvCell("-1+A1")).toBe("'-1+A1");
    expect(csvCell("+1)*cmd")).toBe("'+1)*cmd");
  });
  it("a signed number with thousands separators and decimals stays as it is", () => {
    expect(csvCell("-1,234.50")).toBe('"-1,234.50"');
    expect(csvCell("+12")).toBe("+12");
  });
  it("the downloaded file holds the text, and its address is released afterwards", async () => {
    vi.useFakeTimers();
    const created: Blob[] = [];
    const revoke = vi.fn();
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn((blob: Blob) => (created.push(blob), "blob:held"));
    URL.revokeObjectURL = revoke;
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.style.display).toBe("none");
    });
    try {
      downloadText("b.csv", "a,b\r\n1,2");
      expect(click).toHaveBeenCalledTimes(1);
      expect(revoke).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(revoke).toHaveBeenCalledWith("blob:held");
      expect(await created[0].text()).toBe("a,b\r\n1,2");
    } finally {
      vi.useRealTimers();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
      click.mockRestore();
    }
  });
});
