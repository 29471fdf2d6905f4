import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Button, Form } from "antd";
import { useTranslation } from "react-i18next";
import { DigitsInput, NumericInput } from "./numeric-input";
import { digitsRule, numericRule } from "./numeric-rules";
import type { NumericRules } from "@/lib/numeric";
import { renderWithI18n } from "../../tests/unit/render-with-i18n";

const input = () => screen.getByRole("textbox") as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

/** A form with one numeric field under its rule, as the screens use it. */
function AmountForm({ onFinish, rules = {} }: { onFinish: (values: unknown) => void; rules?: NumericRules }) {
  const { t } = useTranslation();
  return (
    <Form onFinish={onFinish}>
      <Form.Item name="amount" label="金额" rules={[numericRule(rules, "金额", t)]}>
        <NumericInput {...rules} />
      </Form.Item>
      <Button htmlType="submit">go</Button>
    </Form>
  );
}

describe("NumericInput", () => {
  it("keeps what was typed: a sign, letters, a number too large; emits the number or the text", () => {
    const onChange = vi.fn();
    renderWithI18n(<NumericInput onChange={onChange} />);
    type("-1");
    expect(input().value).toBe("-1");
    expect(onChange).toHaveBeenLastCalledWith(-1);
    type("12a");
    expect(input().value).toBe("12a");
    expect(onChange).toHaveBeenLastCalledWith("12a");
    type("9999999999999999");
    expect(input().value).toBe("9999999999999999");
    type("5.5");
    expect(onChange).toHaveBeenLastCalledWith(5.5);
    type("");
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
  it("shows red while the text breaks its limits", () => {
    renderWithI18n(<NumericInput integer max={100} />);
    type("1.5");
    expect(input().getAttribute("aria-invalid")).toBe("true");
    expect(input().closest(".ant-input-affix-wrapper")?.className).toContain("ant-input-status-error");
    type("101");
    expect(input().getAttribute("aria-invalid")).toBe("true");
    type("100");
    expect(input().getAttribute("aria-invalid")).toBeNull();
  });
  it("in a form: a value below 0 is kept, named with its limit, and not sent", async () => {
    const onFinish = vi.fn();
    renderWithI18n(<AmountForm onFinish={onFinish} />);
    type("-100");
    fireEvent.click(screen.getByText("go"));
    expect(await screen.findByText("金额不能小于0")).toBeTruthy();
    expect(input().value).toBe("-100");
    expect(onFinish).not.toHaveBeenCalled();
    type("100");
    fireEvent.click(screen.getByText("go"));
    await waitFor(() => expect(onFinish).toHaveBeenLastCalledWith({ amount: 100 }));
  });
  it("in a form: letters, a fraction for a whole number, and a value above the maximum each say why", async () => {
    const onFinish = vi.fn();
    renderWithI18n(<AmountForm onFinish={onFinish} rules={{ integer: true, max: 99 }} />);
    type("12a");
    expect(await screen.findByText("金额必须为数字")).toBeTruthy();
    type("1.5");
    expect(await screen.findByText("金额必须为整数")).toBeTruthy();
    type("100");
    expect(await screen.findByText("金额不能大于99")).toBeTruthy();
    fireEvent.click(screen.getByText("go"));
    await waitFor(() => expect(screen.getByText("金额不能大于99")).toBeTruthy());
    expect(onFinish).not.toHaveBeenCalled();
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
  it("keeps what was typed, leading zeros included, and shows red on anything but digits", () => {
    const onChange = vi.fn();
    renderWithI18n(<DigitsInput value="-1" onChange={onChange} maxLength={16} />);
    expect(input().getAttribute("aria-invalid")).toBe("true");
    type("0138-abc 0");
    expect(onChange).toHaveBeenLastCalledWith("0138-abc 0");
  });
  it("in a form: digits are sent, anything else is named and not sent", async () => {
    const onFinish = vi.fn();
    function PhoneForm() {
      const { t } = useTranslation();
      return (
        <Form onFinish={onFinish}>
          <Form.Item name="phone" rules={[digitsRule("手机号", t)]}>
            <DigitsInput />
          </Form.Item>
          <Button htmlType="submit">go</Button>
        </Form>
      );
    }
    renderWithI18n(<PhoneForm />);
    type("00x12");
    expect(input().value).toBe("00x12");
    fireEvent.click(screen.getByText("go"));
    expect(await screen.findByText("手机号只能输入数字")).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
    type("0012");
    fireEvent.click(screen.getByText("go"));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ phone: "0012" }));
  });
});
