import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { ImagePreview } from "./image-preview";
import { renderWithI18n } from "../../tests/unit/render-with-i18n";

describe("ImagePreview", () => {
  it("shows a 48 px thumbnail by default", () => {
    renderWithI18n(<ImagePreview src="https://example.test/a.png" />);
    const img = screen.getByRole("img") as HTMLImageElement;
    expect(img.getAttribute("src")).toBe("https://example.test/a.png");
    expect(img.getAttribute("width")).toBe("48");
    expect(img.alt).toBe("图片");
  });
  it("shows '--' without a source", () => {
    expect(renderWithI18n(<ImagePreview src="" />).container.textContent).toBe("--");
    expect(renderWithI18n(<ImagePreview src={null} />).container.textContent).toBe("--");
  });
});
