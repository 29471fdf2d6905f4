import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithI18n } from "../../tests/unit/render-with-i18n";
import { setDictSource } from "./dict-store";
import { DictTag } from "./dict-tag";

afterEach(() => setDictSource(null));

describe("DictTag", () => {
  it("shows the label in a tag of the dictionary's colour", async () => {
    setDictSource(async () => [{ value: 1, title: "等待审核" }]);
    renderWithI18n(<DictTag dict="withdrawStatus" value={1} />);
    const tag = await screen.findByText("等待审核");
    expect(tag.className).toContain("ant-tag-orange");
  });
  it("keeps the console's label and colour when the server has no such type", async () => {
    setDictSource(async () => null);
    renderWithI18n(<DictTag dict="withdrawStatus" value="4" />, "en-US");
    expect((await screen.findByText("Withdrawn")).className).toContain("ant-tag-blue");
  });
  it("shows a code missing from both raw in a green tag", async () => {
    setDictSource(async () => []);
    renderWithI18n(<DictTag dict="withdrawStatus" value="7" />);
    await vi.waitFor(() => expect(screen.getByText("7").className).toContain("ant-tag-green"));
  });
  it.each([null, undefined, ""])("shows '--' for %s", (value) => {
    const { container } = renderWithI18n(<DictTag dict="withdrawStatus" value={value} />);
    expect(container.textContent).toBe("--");
  });
});
