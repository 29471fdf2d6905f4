import { describe, expect, it } from "vitest";
import { compileScreen } from "./compile";
import { defineScreen } from "./screen-types";

const ENDPOINT = { path: "/x/save", style: "body" } as const;

describe("the kit's defaults", () => {
  const definition = compileScreen(
    "area/defaults-probe",
    defineScreen<object>({
      list: { path: "/x/list", style: "query" },
      fields: [
        { key: "index", type: "index" },
        { key: "name" },
        { key: "uid", type: "member" },
        { key: "phone", type: "memberPhone" },
        { key: "amount", type: "money" },
        { key: "createdTime", type: "dateTime" },
        { key: "updatedTime", type: "dateTime", width: 180 },
      ],
      forms: {
        add: { container: "modal", endpoints: { add: ENDPOINT } },
        edit: { container: "drawer", width: 820, endpoints: { edit: ENDPOINT } },
      },
    }),
  );

  it("give each value type's column its width, and keep a field's own", () => {
    expect(Object.fromEntries(definition.columns.map((column) => [column.key, column.width]))).toEqual({
      index: 70,
      name: 120,
      uid: 100,
      phone: 130,
      amount: 130,
      createdTime: 170,
      updatedTime: 180,
    });
  });

  it("give a modal form 560 px and keep a drawer's declared width", () => {
    expect(definition.forms?.add?.width).toBe(560);
    expect(definition.forms?.edit?.width).toBe(820);
  });
});
