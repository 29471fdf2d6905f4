// @vitest-environment node
/**
 * dataProvider and authProvider against the contract server started in-process (real HTTP, in-memory database).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  const items = new Map<string, string>();
  const localStorageStub = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
  Object.assign(globalThis, { localStorage: localStorageStub });
});

import { startServer, type RunningServer } from "../../server/app";
import { createHttpClient, type HttpClient } from "@/providers/http";
import { fetchTransport } from "./fetch-transport";
import { createDataProvider } from "@/providers/data-provider";
import { createAuthProvider } from "@/providers/auth-provider";
import type { MenuNode } from "@/providers/session/menu-types";
import type { DataProvider } from "@refinedev/core";

let server: RunningServer;
let http: HttpClient;
let data: DataProvider;
const shown: string[] = [];
let menu: MenuNode[] = [];

const WITHDRAWALS = {
  path: "/wallet/member-withdraw/list",
  style: "query",
  result: "pageInfoVO",
  sort: { field: "sortField", order: "sortOrder" },
} as const;

beforeAll(async () => {
  server = await startServer({ port: 0, dataDir: "memory" });
  http = createHttpClient({
    baseURL: `${server.url}/admin-api`,
    t: (key) => key,
    getToken: () => localStorage.getItem("accessToken"),
    showError: (text) => shown.push(text),
    clearSession: () => localStorage.removeItem("accessToken"),
    isOnLogin: () => false,
    goToLogin: () => undefined,
    transport: fetchTransport,
  });
  data = createDataProvider(http);
  const auth = createAuthProvider({
    http,
    onMenu: (tree) => (menu = tree),
    onSignedOut: () => undefined,
    onSessionStart: () => undefined,
    reload: () => undefined,
  });
  const outcome = await auth.login({ username: "admin", password: "123456" });
  expect(outcome.success).toBe(true);
});

afterAll(async () => {
  await server?.close();
});

describe("authProvider against the contract server", () => {
  it("login stored the token, the user, the roles and the menu", async () => {
    expect(localStorage.getItem("accessToken")).toMatch(/\w{16,}/);
    expect(JSON.parse(localStorage.getItem("userInfo") ?? "{}").username).toBe("admin");
    expect(JSON.parse(localStorage.getItem("roles") ?? "[]")).toContain("ROLE_ADMIN");
    expect(menu.length).toBeGreaterThan(0);
    expect(menu.every((node) => node.type === -1)).toBe(true);
  });

  it("a wrong password fails with the server's message and no token", async () => {
    const auth = createAuthProvider({
      http,
      onMenu: () => undefined,
      onSignedOut: () => undefined,
      onSessionStart: () => undefined,
      reload: () => undefined,
    });
    const token = localStorage.getItem("accessToken");
    const outcome = await auth.login({ username: "operator", password: "nope" });
    expect(outcome.success).toBe(false);
    expect(shown.at(-1)).toBe("用户名或密码错误");
    localStorage.setItem("accessToken", token ?? "");
  });
});

describe("dataProvider against the contract server", () => {
  it("getList normalises pageInfoVO and keeps the totals", async () => {
    const page = await data.getList({
      resource: "withdraw-orders",
      pagination: { currentPage: 1, pageSize: 15 },
      meta: { endpoint: WITHDRAWALS },
    });
    expect(page.data).toHaveLength(15);
    expect(page.total).toBeGreaterThanOrEqual(3000);
    expect(typeof page.extra.totalWithdrawAmount).toBe("number");
    expect(typeof page.extra.totalTransferAmount).toBe("number");
  });

  it("filters map to request keys; a blank filter does not narrow the list", async () => {
    const page = await data.getList({
      resource: "withdraw-orders",
      pagination: { currentPage: 1, pageSize: 50 },
      filters: [
        { field: "status", operator: "eq", value: 1 },
        { field: "orderNo", operator: "eq", value: "" },
      ],
      meta: { endpoint: WITHDRAWALS },
    });
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((row) => row.status === 1)).toBe(true);
  });

  it("sorters go out as sortField/sortOrder", async () => {
    const page = await data.getList({
      resource: "withdraw-orders",
      pagination: { currentPage: 1, pageSize: 20 },
      sorters: [{ field: "withdrawAmount", order: "desc" }],
      meta: { endpoint: WITHDRAWALS },
    });
    const amounts = page.data.map((row) => Number(row.withdrawAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it("an empty page above 1 steps back one page", async () => {
    const filters = [{ field: "userId", operator: "eq" as const, value: 10010 }];
    const first = await data.getList({
      resource: "withdraw-orders",
      pagination: { currentPage: 1, pageSize: 1000 },
      filters,
      meta: { endpoint: WITHDRAWALS },
    });
    const lastPage = Math.ceil(first.total / 5);
    const beyond = await data.getList({
      resource: "withdraw-orders",
      pagination: { currentPage: lastPage + 1, pageSize: 5 },
      filters,
      meta: { endpoint: WITHDRAWALS },
    });
    expect(beyond.currentPage).toBe(lastPage);
    expect(beyond.data.length).toBeGreaterThan(0);
  });

  it("a server refusal becomes an HttpError with the status code", async () => {
    await expect(
      data.custom!({
        url: "",
        method: "post",
        payload: { id: -1, status: 2, remark: null },
        meta: { endpoint: { path: "/wallet/member-withdraw/withdraw/review", style: "body" } },
      }),
    ).rejects.toMatchObject({ statusCode: 500 });
  });

  it("a list call without a declared endpoint is a clear error", async () => {
    await expect(data.getList({ resource: "nowhere", meta: {} })).rejects.toMatchObject({
      message: expect.stringContaining("no endpoint declared"),
    });
  });

  it("a dictionary comes back as [{value, title}]", async () => {
    const result = await data.custom!({
      url: "",
      method: "get",
      meta: {
        endpoint: { path: "/xboot/dictData/getByType/{type}", style: "query", params: { type: "withdrawStatus" } },
      },
    });
    expect(result.data).toEqual(expect.arrayContaining([expect.objectContaining({ value: "1" })]));
  });
});
