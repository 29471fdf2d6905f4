import type { LiveEvent } from "@refinedev/core";
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { addChanged, useLiveChanges } from "./use-live-changes";

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

  it("a new load starts the count again; a load while nothing is counted draws nothing again", () => {
    let renders = 0;
    const { result } = renderHook(() => (renders++, useLiveChanges()));
    const before = renders;
    act(() => result.current.loadedAt(1000));
    expect(renders, "the first rows arriving").toBe(before);
    act(() => result.current.onLiveEvent(event({ ids: ["1"], rows: 1 })));
    expect(result.current.count).toBe(1);
    act(() => result.current.loadedAt(1000));
    expect(result.current.count, "the same load again").toBe(1);
    act(() => result.current.loadedAt(2000));
    expect(result.current.count, "a new load").toBe(0);
  });
});
