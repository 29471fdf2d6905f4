import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Form } from "antd";
import { renderWithI18n } from "../../tests/unit/render-with-i18n";
import { setDictSource } from "./dict-store";
import { DictSelect } from "./dict-select";

afterEach(() => setDictSource(null));

describe("DictSelect", () => {
  it("offers the dictionary (server titles in zh-CN) and works as a form item", async () => {
    setDictSource(async () => [{ value: 2, title: "已经通过" }]);
    const onValuesChange = vi.fn();
    renderWithI18n(
      <Form onValuesChange={onValuesChange} initialValues={{ status: "1" }}>
        <Form.Item name="status">
          <DictSelect dict="withdrawStatus" allowClear />
        </Form.Item>
      </Form>,
    );
    expect(await screen.findByText("待审核")).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("已经通过"));
    await waitFor(() => expect(onValuesChange).toHaveBeenCalledWith({ status: "2" }, { status: "2" }));
  });
  it("offers the console's options in English without a server, with the default placeholder", async () => {
    renderWithI18n(<DictSelect dict="taskClaimStatus" />, "en-US");
    expect(screen.getByText("Please select")).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole("combobox"));
    expect(await screen.findByTitle("Not claimed")).toBeTruthy();
    expect(screen.getByTitle("Claimed")).toBeTruthy();
  });
});
