import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { answerAtOnce, createAccessControlProvider, permTypeFor } from "./access-control-provider";

const provider = createAccessControlProvider({
  permTypesOf: (resource) => ({ "withdraw-orders": ["view", "edit", "output"], readonly: ["view"] })[resource],
  roles: () => ["ROLE_ADMIN"],
});

describe("accessControlProvider", () => {
  it("maps Refine verbs to the spec's permission types", () => {
    expect(permTypeFor("create")).toBe("add");
    expect(permTypeFor("edit")).toBe("edit");
    expect(permTypeFor("delete")).toBe("delete");
    expect(permTypeFor("export")).toBe("output");
    expect(permTypeFor("list")).toBeNull();
    expect(permTypeFor("output")).toBe("output");
  });
  it("answers from the permTypes of the menu page", async () => {
    expect((await provider.can({ resource: "withdraw-orders", action: "edit" })).can).toBe(true);
    expect((await provider.can({ resource: "withdraw-orders", action: "export" })).can).toBe(true);
    expect((await provider.can({ resource: "withdraw-orders", action: "delete" })).can).toBe(false);
    expect((await provider.can({ resource: "readonly", action: "edit" })).can).toBe(false);
    expect((await provider.can({ resource: "readonly", action: "list" })).can).toBe(true);
  });
  it("holds a personal-data capability on every page when any page of the menu grants it", async () => {
    const pages: Record<string, string[]> = { members: ["view", "reveal"], finance: ["view"] };
    const capable = createAccessControlProvider({
      permTypesOf: (resource) => pages[resource],
      roles: () => [],
      allPermTypes: () => Object.values(pages),
    });
    expect((await capable.can({ resource: "finance", action: "reveal" })).can).toBe(true);
    expect((await capable.can({ resource: "finance", action: "sensitive" })).can).toBe(false);
    expect((await capable.can({ resource: "elsewhere", action: "reveal" })).can).toBe(false);
  });
  it("a resource not in the menu is refused", async () => {
    expect((await provider.can({ resource: "elsewhere", action: "list" })).can).toBe(false);
  });
  it("roles match exactly, not as substrings", async () => {
    expect((await provider.can({ action: "show", params: { role: "ROLE_ADMIN" } })).can).toBe(true);
    expect((await provider.can({ action: "show", params: { role: "ROLE_ADMI" } })).can).toBe(false);
    expect((await provider.can({ action: "show", params: { role: "ADMIN" } })).can).toBe(false);
  });
  it("clone needs add, like create (what mutation testing showed untested)", () => {
    expect(permTypeFor("clone")).toBe("add");
  });
  it("Refine's own buttons are access-checked and hidden, not shown disabled (SPEC §6: 'hidden')", () => {
    expect(provider.options?.buttons).toEqual({ enableAccessControl: true, hideIfUnauthorized: true });
  });
  it("a refusal says why: the page is not in the menu, or the role is missing", async () => {
    expect((await provider.can({ resource: "elsewhere", action: "list" })).reason).toBe("page");
    expect((await provider.can({ action: "show", params: { role: "ROLE_X" } })).reason).toBe("role");
  });
  it("answers at once what `can` answers later, for any page, action and role", async () => {
    const types = ["view", "add", "edit", "delete", "output", "reveal", "sensitive"] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom("a", "b", "c"), fc.subarray([...types])),
        fc.subarray(["ROLE_ADMIN", "ROLE_X"]),
        fc.option(fc.constantFrom("a", "b", "c", "elsewhere"), { nil: undefined }),
        fc.constantFrom("list", "show", "create", "clone", "edit", "delete", "export", ...types),
        fc.option(fc.constantFrom("ROLE_ADMIN", "ROLE_X", "ADMIN"), { nil: undefined }),
        async (pages, roles, resource, action, role) => {
          const access = createAccessControlProvider({
            permTypesOf: (name) => pages[name],
            roles: () => roles,
            allPermTypes: () => Object.values(pages),
          });
          const now = answerAtOnce(access.can);
          const params = { resource, action, params: role ? { role } : undefined };
          expect(now?.(params)).toEqual(await access.can(params));
        },
      ),
    );
  });
  it("a provider whose `can` only answers later gives no answer at once", () => {
    expect(answerAtOnce(async () => ({ can: true }))).toBeUndefined();
    expect(answerAtOnce(undefined)).toBeUndefined();
    expect(answerAtOnce(provider.can)).toBeTypeOf("function");
  });
});
