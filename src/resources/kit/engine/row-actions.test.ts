import { describe, expect, it } from "vitest";
import type { FormDef } from "./form-types";
import { applicableActions, declaredActions } from "./row-actions";
import { markAbsent } from "./absent-calls";
import type { ResourceDefinition } from "./types";

interface Account {
  id: number;
  username: string;
}

/** An edit or add form: which row actions a screen gets depends only on which forms it declares. */
const def: FormDef<Account> = {
  container: "modal",
  width: 560,
  titleKeys: { add: "common.actions.add", edit: "common.actions.edit" },
  fields: [{ key: "username", kind: "text" }],
  endpoints: { add: { path: "/x/save", style: "body" }, edit: { path: "/x/save", style: "body" } },
};

describe("declaredActions", () => {
  const base: ResourceDefinition<Account> = {
    namespace: "x",
    rowKey: "id",
    endpoints: { list: { path: "/l", style: "query" } },
    columns: [],
  };

  it("puts an edit action first when an edit form is declared", () => {
    const actions = declaredActions({
      ...base,
      forms: { edit: def },
      rowActions: [{ key: "delete", permType: "delete" }],
    });
    expect(actions.map((a) => [a.key, a.permType, a.form])).toEqual([
      ["edit", "edit", "edit"],
      ["delete", "delete", undefined],
    ]);
  });

  it("keeps the declared order when a row action places the edit form, and adds nothing without one", () => {
    const placed = declaredActions({
      ...base,
      forms: { edit: def },
      rowActions: [{ key: "delete" }, { key: "modify", form: "edit" }],
    });
    expect(placed.map((a) => a.key)).toEqual(["delete", "modify"]);
    expect(declaredActions({ ...base, forms: { add: def } })).toEqual([]);
  });
});

describe("applicableActions", () => {
  interface Staff {
    id: string;
    locked?: boolean;
  }
  const all = () => true;
  const unlock = { key: "unlock", permType: "edit", visible: (row: Staff) => row.locked as boolean };
  const remove = { key: "delete", permType: "delete", endpoint: { path: "/rt/staff/delete", style: "form" as const } };

  it("shows an action only when its predicate says true: a field the back end leaves out hides it", () => {
    expect(applicableActions([unlock], { id: "1", locked: true }, all).map((a) => a.key)).toEqual(["unlock"]);
    expect(applicableActions([unlock], { id: "1", locked: false }, all)).toEqual([]);
    // X-Boot's user has no `locked`: no unlock button on every row.
    expect(applicableActions([unlock], { id: "1" }, all)).toEqual([]);
  });

  it("no longer offers an action once its call turned out absent on this back end", () => {
    expect(applicableActions([remove], { id: "1" }, all).map((a) => a.key)).toEqual(["delete"]);
    markAbsent("/rt/staff/delete");
    expect(applicableActions([remove], { id: "1" }, all)).toEqual([]);
  });
});
