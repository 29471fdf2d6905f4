import { describe, expect, it } from "vitest";
import { outcomeForCode, outcomeForTransport } from "./error-catalogue";

const t = (key: string) => `<${key}>`;

describe("SPEC §8 error catalogue", () => {
  it("200 passes through", () => {
    expect(outcomeForCode(200, "success", t)).toEqual({ kind: "pass" });
  });
  it("401 logs out with the server message", () => {
    expect(outcomeForCode(401, "登录已失效", t)).toEqual({ kind: "unauthorized", message: "登录已失效" });
  });
  it("401 without a message says '未知错误，请重新登录'", () => {
    expect(outcomeForCode(401, "", t)).toEqual({ kind: "unauthorized", message: "<errors.unknownRelogin>" });
    expect(outcomeForCode(401, undefined, t)).toEqual({ kind: "unauthorized", message: "<errors.unknownRelogin>" });
    expect(outcomeForCode(401, " \n ", t)).toEqual({ kind: "unauthorized", message: "<errors.unknownRelogin>" });
  });
  it.each([403, 500, 418, 404])("%i shows the server message", (code) => {
    expect(outcomeForCode(code, "服务器说", t)).toEqual({ kind: "error", message: "服务器说" });
  });
  it.each([403, 500, 502])("%i without a message shows '未知错误'", (code) => {
    expect(outcomeForCode(code, null, t)).toEqual({ kind: "error", message: "<errors.unknown>" });
    expect(outcomeForCode(code, "   ", t)).toEqual({ kind: "error", message: "<errors.unknown>" });
  });
  it.each(["timeout", "network"] as const)(
    "a %s failure is '请求超时' (SPEC §8: timeout or request failure)",
    (code) => {
      expect(outcomeForTransport({ code }, t)).toEqual({ kind: "error", message: "<errors.timeout>" });
    },
  );
});

describe("a session locked on the server", () => {
  it("423 sends to the lock screen with the server's message", () => {
    expect(outcomeForCode(423, "会话已锁定，请先解锁", (key) => key)).toEqual({
      kind: "locked",
      message: "会话已锁定，请先解锁",
    });
  });
});
