import { describe, expect, it } from "vitest";
import { setupHttp } from "../../tests/unit/http-fake";
import { createCsvExport, readCsvStream, type CsvExportRequest } from "./csv-export";

const REQUEST: CsvExportRequest = {
  path: "/memberSummary/pageList",
  params: { teamLevel: 1 },
  columns: [{ key: "uid", title: "ID", format: "text" }],
  fileName: "members.csv",
};

const csv = (text: string, total: number) =>
  new Response(text, { headers: { "Content-Type": "text/csv; charset=utf-8", "X-Total-Count": String(total) } });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The export on a fake back end answering `answer` to every call; what it was sent, and the client's deps. */
function setup(answer: () => Response, token = { value: "tok" }) {
  const { http, deps } = setupHttp(() => ({ data: null }), { getToken: () => token.value, language: () => "en-US" });
  const sent: { url: string; init: RequestInit }[] = [];
  const csvExport = createCsvExport(http, async (url, init) => {
    sent.push({ url, init });
    return answer();
  });
  return { csvExport, sent, deps, token };
}

describe("the server-side CSV export", () => {
  it("posts the list call and the columns with the session headers, and hands over the stream and its total", async () => {
    const { csvExport, sent } = setup(() => csv("\uFEFFID\r\n1\r\n", 1));
    const answer = await csvExport.open(REQUEST);
    expect(answer.kind).toBe("file");
    expect(answer.kind === "file" && answer.total).toBe(1);
    expect(sent[0].url).toBe("/admin-api/export/csv");
    expect(sent[0].init.method).toBe("POST");
    expect(sent[0].init.headers).toMatchObject({ accessToken: "tok", "Accept-Language": "en-US" });
    expect(JSON.parse(String(sent[0].init.body))).toEqual(REQUEST);
  });

  it.each([
    ["HTTP 404", () => new Response("Not Found", { status: 404 })],
    ["a code-404 envelope (X-Boot)", () => json({ code: 404, success: false, message: "接口不存在" })],
  ])("goes page by page, quietly, on %s, and does not ask again in the same session", async (_name, answer) => {
    const { csvExport, sent, deps, token } = setup(answer);
    expect(await csvExport.open(REQUEST)).toEqual({ kind: "missing" });
    expect(await csvExport.open(REQUEST)).toEqual({ kind: "missing" });
    expect(sent).toHaveLength(1);
    expect(deps.showError).not.toHaveBeenCalled();
    // A new session (a new log-in) asks again.
    token.value = "tok2";
    await csvExport.open(REQUEST);
    expect(sent).toHaveLength(2);
  });

  it("shows any other refusal (the cap, a permission) and rejects, and asks again next time", async () => {
    const { csvExport, sent, deps } = setup(() => json({ code: 500, success: false, message: "too many rows" }));
    await expect(csvExport.open(REQUEST)).rejects.toMatchObject({ code: 500 });
    expect(deps.showError).toHaveBeenCalledWith("too many rows");
    await expect(csvExport.open(REQUEST)).rejects.toMatchObject({ code: 500 });
    expect(sent).toHaveLength(2);
  });

  it("counts the rows as they arrive, a quoted line break inside a cell not counted", async () => {
    const seen: number[] = [];
    const blob = await readCsvStream(csv('\uFEFFID,Note\r\n1,"a\r\nb"\r\n2,c\r\n', 2).body!, (rows) => seen.push(rows));
    expect(seen.at(-1)).toBe(2);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await blob.arrayBuffer())).toBe(
      '\uFEFFID,Note\r\n1,"a\r\nb"\r\n2,c\r\n',
    );
  });
});
