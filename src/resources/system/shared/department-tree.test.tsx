import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { backend } from "@/resources/kit";
import type { Envelope } from "@/providers/http";
import { renderWithI18n } from "../../../../tests/unit/render-with-i18n";
import { DepartmentTree } from "./department-tree";

const PARENT = "1464484663442673664";
const CHILD = "1464484663442673665";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("DepartmentTree", () => {
  it("asks for a 19-digit department's children and reports its id exactly, never through a JS number", async () => {
    const urls: string[] = [];
    vi.spyOn(backend, "request").mockImplementation(async (options) => {
      urls.push(options.url);
      const rows = options.url.endsWith("/0")
        ? [{ id: PARENT, parentId: "0", title: "总部", isParent: true }]
        : [{ id: CHILD, parentId: PARENT, title: "华南分部", isParent: false }];
      return { code: 200, success: true, message: "", result: rows } as Envelope<never>;
    });
    const onSelect = vi.fn();
    renderWithI18n(<DepartmentTree onSelect={onSelect} />);
    fireEvent.click(await screen.findByText("总部"));
    expect(onSelect).toHaveBeenLastCalledWith(PARENT);
    fireEvent.click(document.querySelector(".ant-tree-switcher_close") as Element);
    fireEvent.click(await screen.findByText("华南分部"));
    expect(onSelect).toHaveBeenLastCalledWith(CHILD);
    await waitFor(() => expect(urls).toContain(`/xboot/department/getByParentId/${PARENT}`));
  });
});
