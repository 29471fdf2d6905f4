import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Form } from "antd";
import { renderWithI18n } from "../../tests/unit/render-with-i18n";

vi.mock("./http-port", () => ({
  http: { get: vi.fn(async () => ({ code: 200, result: [{ value: 1, title: "待审核" }, { value: 2, title: "已通过" }] })) },
}));

const { DictSelect } = await import("./dict-select");

describe("DictSelect", () => {
  it("offers the dictionary and works as a form item", async () => {
    const onValuesChange = vi.fn();
    renderWithI18n(
      <Form onValuesChange={onValuesChange} initialValues={{ status: "1" }}>
        <Form.Item name="status">
          <DictSelect type="withdrawStatus" allowClear />
        </Form.Item>
      </Form>,
    );
    expect(await screen.findByText("待审核")).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("已通过"));
    await waitFor(() => expect(onValuesChange).toHaveBeenCalledWith({ status: "2" }, { status: "2" }));
  });
  it("shows the default placeholder", () => {
    renderWithI18n(<DictSelect type="other" />, "en-US");
    expect(screen.getByText("Please select")).toBeTruthy();
  });
});
