import type { LiveEvent } from "@refinedev/core";
import { describe, expect, it } from "vitest";
import { addChanged } from "./use-live-changes";

const event = (payload: LiveEvent["payload"]): LiveEvent => ({
  channel: "c",
  type: "updated",
  payload,
  date: new Date(),
});
const count = (changed: ReturnType<typeof addChanged>) => changed.ids.size + changed.others;

describe("rows changed by others", () => {
  it("counts a row changed twice once, and a write of many rows by its number", () => {
    let changed = addChanged({ ids: new Set(), others: 0 }, event({ ids: ["1", "2"], rows: 2 }));
    changed = addChanged(changed, event({ ids: [2], rows: 1 }));
    expect(count(changed)).toBe(2);
    changed = addChanged(changed, event({ ids: [], rows: 60 }));
    expect(count(changed)).toBe(62);
    changed = addChanged(changed, event({ ids: ["3"] }));
    expect(count(changed)).toBe(63);
  });
});
