import { describe, expect, it } from "vitest";
import { parseMemberIds, sendPayload } from "./send-targets";

describe("send-message targets", () => {
  it("reads IDs separated by commas, spaces and new lines, once each", () => {
    expect(parseMemberIds("10321, 10322\n10323，10321")).toEqual([10321, 10322, 10323]);
    expect(parseMemberIds("12 x")).toBeNull();
    expect(parseMemberIds("0")).toBeNull();
    expect(parseMemberIds("")).toEqual([]);
  });

  it("sends only what the target needs", () => {
    expect(sendPayload(3, { target: "all", level: 2, memberIds: "1" })).toEqual({ templateId: 3, target: "all" });
    expect(sendPayload(3, { target: "level", level: "2" })).toEqual({ templateId: 3, target: "level", level: 2 });
    expect(sendPayload(3, { target: "ids", memberIds: "5 6" })).toEqual({
      templateId: 3,
      target: "ids",
      memberIds: [5, 6],
    });
  });
});
