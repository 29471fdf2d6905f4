/**
 * Calls a back end may not offer (`optional`) and answers read whole (`raw`): a list or an extra the back end lacks
 * is told to the caller without a message; Spring Boot Actuator's own JSON passes through without the envelope.
 */
import { describe, expect, it } from "vitest";
import { ApiError, isAbsent } from "./http";
import { setupHttp as setup } from "../../tests/unit/http-fake";

const SPRING_404 = { status: 404, data: { timestamp: "2026-11-28T10:00:00.000+08:00", status: 404, path: "/x" } };

describe("an optional call", () => {
  it.each([
    ["X-Boot's unknown path (HTTP 404, Spring's body)", SPRING_404],
    ["a method the back end lacks (HTTP 405)", { status: 405, data: "" }],
    ["code 404 in the envelope", { data: { code: 404, success: false, message: "接口不存在" } }],
  ] as const)("answered with %s rejects with 404 and shows nothing", async (_label, reply) => {
    const { http, deps } = setup(() => reply);
    const failure = await http.get("/x", undefined, { optional: true }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(isAbsent(failure)).toBe(true);
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it("any other failure is shown as usual, and a 401 still ends the session", async () => {
    const refused = setup(() => ({ data: { code: 500, success: false, message: "服务异常" } }));
    await expect(refused.http.get("/x", undefined, { optional: true })).rejects.toMatchObject({ code: 500 });
    expect(refused.deps.showError).toHaveBeenCalledWith("服务异常");
    const expired = setup(() => ({ data: { code: 401, message: "" } }));
    await expect(expired.http.get("/x", undefined, { optional: true })).rejects.toMatchObject({ code: 401 });
    expect(expired.deps.goToLogin).toHaveBeenCalledTimes(1);
  });

  it("without the option, a 404 is an error like any other: shown", async () => {
    const { http, deps } = setup(() => SPRING_404);
    await expect(http.get("/x")).rejects.toMatchObject({ code: 404 });
    expect(deps.showError).toHaveBeenCalledTimes(1);
  });
});

describe("a raw call", () => {
  it("passes a body without the envelope through as its result (Actuator's own JSON)", async () => {
    const { http, deps } = setup(() => ({ data: { status: "UP" } }));
    expect((await http.get("/xboot/actuator/health", undefined, { raw: true })).result).toEqual({ status: "UP" });
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it("gives an envelope whole, and an envelope's failure stays a failure", async () => {
    const whole = { code: 200, success: true, message: "success", result: { status: "UP" } };
    expect((await setup(() => ({ data: whole })).http.get("/h", undefined, { raw: true })).result).toEqual(whole);
    const { http } = setup(() => ({ data: { code: 403, success: false, message: "抱歉，您没有访问权限" } }));
    await expect(http.get("/h", undefined, { raw: true })).rejects.toMatchObject({ code: 403 });
  });

  it("without the option, a body without the envelope is malformed", async () => {
    const { http, deps } = setup(() => ({ data: { status: "UP" } }));
    await expect(http.get("/h")).rejects.toBeInstanceOf(ApiError);
    expect(deps.showError).toHaveBeenCalledTimes(1);
  });
});
