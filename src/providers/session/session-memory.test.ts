import { describe, expect, it } from "vitest";
import { sessionMemory } from "./session-memory";
import { startSession } from "./session-start";

describe("session memory", () => {
  it("keeps a value per key until a new session starts", () => {
    const memory = sessionMemory<string | null>();
    expect(memory.get("a")).toBeUndefined();
    memory.set("a", "one");
    memory.set("b", null);
    expect([memory.get("a"), memory.get("b")]).toEqual(["one", null]);
    startSession();
    expect([memory.get("a"), memory.get("b")]).toEqual([undefined, undefined]);
  });
});
