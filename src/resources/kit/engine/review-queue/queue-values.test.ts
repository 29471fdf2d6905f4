import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sameQueueRows, serverTimeMs, waitingOf, withQueueValues, type QueueClaims } from "./queue-values";

interface Row {
  id: number;
  status: number;
  createdTime: string;
}
const spec = { pending: (row: Row) => row.status === 1, since: "createdTime" as const, rowKey: "id" as const };
const NOW = Date.parse("2026-11-28T12:00:00+08:00");

describe("a queue row's waiting time and holder", () => {
  it("reads the back end's zone-less times as GMT+8, whatever the browser's zone", () => {
    expect(serverTimeMs("2026-11-28 12:00:00")).toBe(NOW);
    expect(serverTimeMs("2026-11-28T12:00")).toBe(NOW);
    expect(serverTimeMs("not a time")).toBeUndefined();
    expect(serverTimeMs(null)).toBeUndefined();
  });

  it("words it in minutes, hours, then days, overdue from the threshold on", () => {
    expect(waitingOf(NOW - 35 * 60_000, NOW, 24)).toEqual({ unit: "minutes", count: 35, overdue: false });
    expect(waitingOf(NOW - 26 * 3_600_000, NOW, 24)).toEqual({ unit: "hours", count: 26, overdue: true });
    expect(waitingOf(NOW - 23.99 * 3_600_000, NOW, 24).overdue).toBe(false);
    expect(waitingOf(NOW - 80 * 3_600_000, NOW, 100)).toEqual({ unit: "days", count: 3, overdue: false });
    // A clock a little behind the server's: no negative wait.
    expect(waitingOf(NOW + 5_000, NOW, 24)).toEqual({ unit: "minutes", count: 0, overdue: false });
  });

  it("is overdue exactly when the wait reaches the threshold, whatever the unit it is worded in", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 * 24 * 90 }), fc.integer({ min: 1, max: 24 * 30 }), (minutes, hours) => {
        const waiting = waitingOf(NOW - minutes * 60_000, NOW, hours);
        expect(waiting.overdue).toBe(minutes >= hours * 60);
        const inMinutes = { minutes: 1, hours: 60, days: 1440 }[waiting.unit] * waiting.count;
        expect(inMinutes).toBeLessThanOrEqual(minutes);
      }),
    );
  });

  it("marks pending rows only, and holders only where the back end keeps claims", () => {
    const rows: Row[] = [
      { id: 1, status: 1, createdTime: "2026-11-27 10:00:00" },
      { id: 2, status: 2, createdTime: "2026-11-27 10:00:00" },
      { id: 3, status: 1, createdTime: "2026-11-28 11:30:00" },
    ];
    const claims: QueueClaims = {
      waitHours: 24,
      claims: [
        { itemId: "1", holder: "reviewer2", self: false, expiresAt: "" },
        { itemId: "3", holder: "me", self: true, expiresAt: "" },
      ],
    };
    const [first, second, third] = withQueueValues(rows, spec, claims, NOW) as (Row & Record<string, unknown>)[];
    expect(first?.queueWaiting).toEqual({ unit: "hours", count: 26, overdue: true });
    expect(first?.queueHolder).toEqual({ self: false, name: "reviewer2" });
    expect(second?.queueWaiting).toBeNull();
    expect(second?.queueHolder).toBeNull();
    expect(third?.queueHolder).toEqual({ self: true });
    const bare = withQueueValues(rows, spec, null, NOW)[0] as Row & Record<string, unknown>;
    expect("queueHolder" in bare).toBe(false);
    expect(bare.queueWaiting).toEqual({ unit: "hours", count: 26, overdue: true });
  });

  it("a read that changes nothing shown keeps the rows; a claim or a minute more does not", () => {
    const rows: Row[] = [
      { id: 1, status: 1, createdTime: "2026-11-28 10:00:00" },
      { id: 2, status: 2, createdTime: "2026-11-28 10:00:00" },
    ];
    const read = (holder?: string): QueueClaims => ({
      waitHours: 24,
      claims: holder ? [{ itemId: "1", holder, self: false, expiresAt: "" }] : [],
    });
    const at = (claims: QueueClaims | null, now: number) => withQueueValues(rows, spec, claims, now);
    // The same claims read again, a few seconds later: nothing shown changed.
    expect(sameQueueRows(at(read("ana"), NOW), at(read("ana"), NOW + 5_000))).toBe(true);
    expect(sameQueueRows(at(read(), NOW), at(read("ana"), NOW))).toBe(false);
    expect(sameQueueRows(at(read("ana"), NOW), at(read("bo"), NOW))).toBe(false);
    // Claims now kept by the back end: the holder column appears.
    expect(sameQueueRows(at(null, NOW), at(read(), NOW))).toBe(false);
    expect(sameQueueRows(at(read(), NOW), at(read(), NOW).slice(1))).toBe(false);
    // Any two moments: the same rows exactly when the pending row's waiting time reads the same.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 * 86_400_000 }), fc.integer({ min: 0, max: 600_000 }), (from, step) => {
        const since = Date.parse("2026-11-28T10:00:00+08:00");
        const same =
          JSON.stringify(waitingOf(since, NOW + from, 24)) === JSON.stringify(waitingOf(since, NOW + from + step, 24));
        expect(sameQueueRows(at(read(), NOW + from), at(read(), NOW + from + step))).toBe(same);
      }),
    );
  });
});
