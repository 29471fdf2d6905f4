import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { RegionPicker } from "./region-picker";
import { renderWithI18n } from "../../tests/unit/render-with-i18n";
import type { RegionValue } from "@/lib/region";

const openPicker = () => fireEvent.mouseDown(screen.getByRole("combobox"));

async function pick(...labels: string[]) {
  openPicker();
  for (const label of labels) {
    await waitFor(() => expect(screen.getAllByTitle(label).length).toBeGreaterThan(0));
    const items = screen.getAllByTitle(label);
    fireEvent.click(items[items.length - 1]);
  }
}

describe("RegionPicker", () => {
  it("lists provinces with Taiwan, Hong Kong and Macau", async () => {
    renderWithI18n(<RegionPicker levels={0} />);
    openPicker();
    for (const name of ["北京市", "台湾省", "香港特别行政区", "澳门特别行政区"]) {
      expect(await screen.findByTitle(name)).toBeTruthy();
    }
  });
  it("emits {code, name} per level by default, four levels down to the township", async () => {
    const onChange = vi.fn<(value: RegionValue | undefined) => void>();
    renderWithI18n(<RegionPicker onChange={onChange} />);
    await pick("广东省", "深圳市", "南山区", "粤海街道");
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith([
        { code: "440000", name: "广东省" },
        { code: "440300", name: "深圳市" },
        { code: "440305", name: "南山区" },
        { code: "440305007", name: "粤海街道" },
      ]),
    );
    expect(onChange).toHaveBeenCalledTimes(1);
  });
  it("stops at the district with levels 2", async () => {
    const onChange = vi.fn<(value: RegionValue | undefined) => void>();
    renderWithI18n(<RegionPicker levels={2} dataType="code" onChange={onChange} />);
    await pick("广东省", "深圳市", "南山区");
    await waitFor(() => expect(onChange.mock.calls).toEqual([[["440000", "440300", "440305"]]]));
  });
  it("shows a four-level value, loading its province's townships", async () => {
    renderWithI18n(<RegionPicker dataType="code" value={["440000", "440300", "440305", "440305007"]} />);
    expect(await screen.findByText("广东省 / 深圳市 / 南山区 / 粤海街道")).toBeTruthy();
  });
  it("emits codes or names by data type", async () => {
    const onCodes = vi.fn();
    renderWithI18n(<RegionPicker levels={1} dataType="code" onChange={onCodes} />);
    await pick("香港特别行政区", "中西區");
    await waitFor(() => expect(onCodes).toHaveBeenCalledWith(["810000", "810001"]));
  });
  it("shows a value given as names", async () => {
    renderWithI18n(<RegionPicker dataType="name" value={["北京市", "市辖区", "东城区"]} />);
    expect(await screen.findByText("北京市 / 市辖区 / 东城区")).toBeTruthy();
  });
});
