// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { renderHook } from "@testing-library/react";
import dayjs from "dayjs";
import { useSameContent } from "./use-same-content";

describe("useSameContent", () => {
  it("keeps the first object while the content is the same, and takes a changed one", () => {
    const first = { realName: "张三", range: [dayjs("2026-01-01"), dayjs("2026-01-31")] };
    const { result, rerender } = renderHook(({ value }) => useSameContent(value), { initialProps: { value: first } });
    rerender({ value: { realName: "张三", range: [dayjs("2026-01-01"), dayjs("2026-01-31")] } });
    expect(result.current).toBe(first);
    const changed = { realName: "李四", range: first.range };
    rerender({ value: changed });
    expect(result.current).toBe(changed);
    rerender({ value: { ...changed } });
    expect(result.current).toBe(changed);
  });
});
