import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { i18n, initialLanguage } from "@/i18n";
import { PageLoading } from "./page-loading";

describe("the page-loading fallback", () => {
  afterEach(() => i18n.changeLanguage(initialLanguage()));

  it("is a progress bar a screen reader can name, in both languages", async () => {
    await i18n.changeLanguage("zh-CN");
    const { unmount } = render(<PageLoading />);
    expect(screen.getByRole("progressbar", { name: "页面加载中" })).toBeTruthy();
    unmount();
    await i18n.changeLanguage("en-US");
    render(<PageLoading />);
    expect(screen.getByRole("progressbar", { name: "Loading the page" })).toBeTruthy();
  });
});
