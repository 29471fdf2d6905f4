/** What a call's body and query carry: multipart parts, and the query string built from a call's parameters. */
import { describe, expect, it } from "vitest";
import { toSearchParams } from "./http";
import { setupHttp as setup } from "../../tests/unit/http-fake";

describe("http client bodies and queries", () => {
  it("a multipart body carries files and text fields, nothing else", async () => {
    const { http, seen } = setup(() => ({ data: { code: 200, result: null } }));
    const file = new File(["PK"], "app.apk");
    await http.request({ style: "multipart", url: "/up", data: { file, name: "app", size: 2, none: null } });
    const form = seen[0].body as FormData;
    expect(form.get("file")).toBeInstanceOf(File);
    expect(form.get("name")).toBe("app");
    expect(form.get("size")).toBeNull();
    expect(form.get("none")).toBeNull();
  });

  it("toSearchParams joins arrays with commas and drops null/undefined", () => {
    expect(toSearchParams({ ids: [1, 2], a: undefined, b: null, c: "" }).toString()).toBe("ids=1%2C2&c=");
  });
  it("toSearchParams leaves out nested objects (a row's roles sent back on an edit), never '[object Object]'", () => {
    const row = { id: "1464484663442673665", roles: [{ id: "7", name: "ROLE_ADMIN" }], meta: { a: 1 }, roleIds: ["7"] };
    expect(toSearchParams(row).toString()).toBe("id=1464484663442673665&roleIds=7");
  });
});
