import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithI18n } from "../../tests/unit/render-with-i18n";

vi.mock("./http-port", () => ({
  http: {
    get: vi.fn(async () => ({ code: 200, result: [{ value: 1, title: "待审核" }, { value: 2, title: "已通过" }] })),
  },
}));

const { clearDictCache } = await import("./use-dict");
const { DictTag } = await import("./dict-tag");

beforeEach(() => clearDictCache());

describe("DictTag", () => {
  it("shows the title in a coloured tag", async () => {
    renderWithI18n(<DictTag type="withdrawStatus" value={1} colors={{ "1": "orange" }} />);
    const tag = await screen.findByText("待审核");
    expect(tag.className).toContain("ant-tag-orange");
  });
  it("shows a missing code raw in a green tag", async () => {
    renderWithI18n(<DictTag type="withdrawStatus" value="7" />);
    await vi.waitFor(() => expect(screen.getByText("7").className).toContain("ant-tag-green"));
  });
  it.each([null, undefined, ""])("shows '--' for %s", (value) => {
    const { container } = renderWithI18n(<DictTag type="withdrawStatus" value={value} />);
    expect(container.textContent).toBe("--");
  });
});
