import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Button, Form } from "antd";
import { DigitsInput, NumericInput } from "./numeric-input";
import { renderWithI18n } from "../../tests/unit/render-with-i18n";

const input = () => screen.getByRole("textbox") as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe("NumericInput", () => {
  it("rejects letters and signs, emits numbers", () => {
    const onChange = vi.fn();
    renderWithI18n(<NumericInput onChange={onChange} />);
    type("12a");
    expect(input().value).toBe("12");
    expect(onChange).toHaveBeenLastCalledWith(12);
    type("-5.5");
    expect(input().value).toBe("5.5");
    expect(onChange).toHaveBeenLastCalledWith(5.5);
    type("abc");
    expect(input().value).toBe("");
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
  it("refuses digits beyond the maximum and decimals for integers", () => {
    renderWithI18n(<NumericInput integer />);
    type("999999999999999");
    type("9999999999999999");
    expect(input().value).toBe("999999999999999");
    type("1.5");
    expect(input().value).toBe("15");
  });
  it("works inside a form, including reset and the clear icon", async () => {
    const onFinish = vi.fn();
    const { container } = renderWithI18n(
      <Form onFinish={onFinish} initialValues={{ amount: 3 }}>
        <Form.Item name="amount">
          <NumericInput />
        </Form.Item>
        <Button htmlType="submit">go</Button>
        <Button htmlType="reset">reset</Button>
      </Form>,
    );
    expect(input().value).toBe("3");
    type("12.");
    expect(input().value).toBe("12.");
    fireEvent.click(screen.getByText("go"));
    await waitFor(() => expect(onFinish).toHaveBeenLastCalledWith({ amount: 12 }));
    fireEvent.click(screen.getByText("reset"));
    await waitFor(() => expect(input().value).toBe("3"));
    fireEvent.click(container.querySelector(".ant-input-clear-icon") as Element);
    expect(input().value).toBe("");
    fireEvent.click(screen.getByText("go"));
    await waitFor(() => expect(onFinish).toHaveBeenLastCalledWith({ amount: null }));
  });
  it("has no spin controls and the default placeholder", () => {
    const { container } = renderWithI18n(<NumericInput maxLength={5} />);
    expect(container.querySelector(".ant-input-number-handler")).toBeNull();
    expect(input().placeholder).toBe("请输入");
    expect(input().maxLength).toBe(5);
  });
});

describe("DigitsInput", () => {
  it("keeps only digits, leading zeros included", () => {
    const onChange = vi.fn();
    renderWithI18n(<DigitsInput value="" onChange={onChange} maxLength={16} />);
    type("0138-abc 0");
    expect(onChange).toHaveBeenLastCalledWith("01380");
  });
  it("works as a form item", async () => {
    const onFinish = vi.fn();
    renderWithI18n(
      <Form onFinish={onFinish}>
        <Form.Item name="phone">
          <DigitsInput />
        </Form.Item>
        <Button htmlType="submit">go</Button>
      </Form>,
    );
    type("00x12");
    expect(input().value).toBe("0012");
    fireEvent.click(screen.getByText("go"));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ phone: "0012" }));
  });
});
