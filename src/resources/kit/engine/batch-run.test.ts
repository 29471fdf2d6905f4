import { describe, expect, it } from "vitest";
import { refusalText, runPerRow } from "./batch-run";

describe("runPerRow", () => {
  it("calls once per row in order and reports each row: done, waiting on four-eyes, or refused with the reason", async () => {
    const called: string[] = [];
    const progress: number[] = [];
    const results = await runPerRow(
      ["a", "b", "c", "d"],
      async (row) => {
        called.push(row);
        if (row === "b") throw { message: "该订单已被其他人审核", statusCode: 500 };
        if (row === "c") return { pending: true, approvalId: "1" };
        if (row === "d") throw new Error("余额不足");
        return null;
      },
      (done) => progress.push(done),
    );
    expect(called).toEqual(["a", "b", "c", "d"]);
    expect(progress).toEqual([1, 2, 3, 4]);
    expect(results.map((r) => [r.row, r.outcome])).toEqual([
      ["a", { state: "done" }],
      ["b", { state: "refused", reason: "该订单已被其他人审核" }],
      ["c", { state: "pending" }],
      ["d", { state: "refused", reason: "余额不足" }],
    ]);
  });

  it("waits for each call before the next (one review at a time)", async () => {
    let running = 0;
    let most = 0;
    await runPerRow([1, 2, 3], async () => {
      running += 1;
      most = Math.max(most, running);
      await Promise.resolve();
      running -= 1;
    });
    expect(most).toBe(1);
  });

  it("names a refusal without a message by what was thrown", () => {
    expect(refusalText({ message: "" })).toBe("[object Object]");
    expect(refusalText("timeout")).toBe("timeout");
  });
});
