import { describe, expect, it } from "vitest";
import { currentCounts, mergeHeard, todoCounts } from "./todo-counts";

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

  it("shares one store: the answer, then counts heard after it, and counts heard for keys home never asked for", () => {
    const seen: Record<string, number>[] = [];
    const stop = todoCounts.subscribe(() => seen.push({ ...todoCounts.snapshot() }));
    todoCounts.answer({ withdrawPending: 41, rechargePending: 5 }, 1000);
    expect(todoCounts.snapshot()).toEqual({ withdrawPending: 41, rechargePending: 5 });
    todoCounts.hear({ counts: { withdrawPending: 40, shopOpenPending: 2 }, head: 7 }, 2000);
    expect(todoCounts.snapshot()).toEqual({ withdrawPending: 40, rechargePending: 5, shopOpenPending: 2 });
    // An older count (a lower head) heard late changes nothing.
    todoCounts.hear({ counts: { withdrawPending: 44 }, head: 6 }, 3000);
    expect(todoCounts.snapshot().withdrawPending).toBe(40);
    const before = todoCounts.snapshot();
    todoCounts.answer({ withdrawPending: 41, rechargePending: 5 }, 1000);
    expect(todoCounts.snapshot()).toStrictEqual(before);
    todoCounts.clear();
    expect(todoCounts.snapshot()).toEqual({});
    stop();
    expect(seen.length).toBeGreaterThanOrEqual(4);
  });
});
