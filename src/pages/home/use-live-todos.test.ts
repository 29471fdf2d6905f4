import { describe, expect, it } from "vitest";
import { currentCounts, mergeHeard } from "./use-live-todos";

describe("home's to-do counts, live", () => {
  it("keeps, for each key, the count counted at the higher audit head", () => {
    let heard = mergeHeard({}, { counts: { withdrawPending: 40, rechargePending: 5 }, head: 10 }, 1000);
    heard = mergeHeard(heard, { counts: { withdrawPending: 41 }, head: 8 }, 1001);
    expect(heard.withdrawPending).toEqual({ count: 40, head: 10, at: 1000 });
    heard = mergeHeard(heard, { counts: { withdrawPending: 39 }, head: 12 }, 1002);
    expect(heard.withdrawPending).toEqual({ count: 39, head: 12, at: 1002 });
    expect(heard.rechargePending?.count).toBe(5);
  });

  it("replaces an answered count by one heard after the answer, and shows no key the answer did not have", () => {
    const heard = mergeHeard({}, { counts: { withdrawPending: 39, feedbackUnread: 2 }, head: 12 }, 2000);
    expect(currentCounts({ withdrawPending: 41, rechargePending: 5 }, 1500, heard)).toEqual({
      withdrawPending: 39,
      rechargePending: 5,
    });
    // An answer that arrived after the event is the newer.
    expect(currentCounts({ withdrawPending: 38 }, 2500, heard)).toEqual({ withdrawPending: 38 });
  });
});
