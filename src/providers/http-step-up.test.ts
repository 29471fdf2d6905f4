/** The step-up (428): the http client asks for a fresh one-time code, then sends the same call once more. */
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./http";
import { setupHttp as setup } from "../../tests/unit/http-fake";

const STEP_UP = { data: { code: 428, success: false, message: "请输入动态验证码以确认此操作", result: null } };
const OK = { data: { code: 200, success: true, result: "done" } };

describe("step-up", () => {
  it("asks once with the server's message, then sends the same call again and answers its result", async () => {
    const answers = [STEP_UP, OK];
    const stepUp = vi.fn(async () => true);
    const { http, deps, seen } = setup(() => answers.shift() ?? OK, { stepUp });
    const envelope = await http.postForm<string>("/wallet/approval/approve", { id: "7" });
    expect(envelope.result).toBe("done");
    expect(stepUp).toHaveBeenCalledExactlyOnceWith("请输入动态验证码以确认此操作");
    expect(seen.map((request) => [request.url, request.body])).toEqual([
      ["/admin-api/wallet/approval/approve", "id=7"],
      ["/admin-api/wallet/approval/approve", "id=7"],
    ]);
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it("cancelled, the call fails with 428 and nothing is sent again nor shown", async () => {
    const { http, deps, seen } = setup(() => STEP_UP, { stepUp: async () => false });
    await expect(http.postForm("/wallet/approval/approve", { id: "7" })).rejects.toMatchObject({ code: 428 });
    expect(seen).toHaveLength(1);
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it("asks at most once per call: a second 428 after a code is a refusal like any other", async () => {
    const stepUp = vi.fn(async () => true);
    const { http, deps, seen } = setup(() => STEP_UP, { stepUp });
    await expect(http.postForm("/x", {})).rejects.toBeInstanceOf(ApiError);
    expect(stepUp).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
    expect(deps.showError).toHaveBeenCalledExactlyOnceWith("请输入动态验证码以确认此操作");
  });

  it("without a prompt (a console part with no host), the refusal is shown as any other", async () => {
    const { http, deps } = setup(() => STEP_UP);
    await expect(http.postForm("/x", {})).rejects.toMatchObject({ code: 428 });
    expect(deps.showError).toHaveBeenCalledWith("请输入动态验证码以确认此操作");
  });
});
