/** A date-only range picker with the five SPEC §9 shortcuts; `rangeParams` in lib/date turns its value into request keys. */
import { DatePicker, type GetProps } from "antd";
import { useTranslation } from "react-i18next";
import { rangeShortcuts } from "@contract/date";

const { RangePicker } = DatePicker;

export type DateRangePickerProps = Omit<GetProps<typeof RangePicker>, "presets" | "showTime" | "picker">;

export function DateRangePicker({ placeholder, ...rest }: DateRangePickerProps) {
  const { t } = useTranslation();
  const presets = rangeShortcuts().map((shortcut) => ({ label: t(shortcut.labelKey), value: shortcut.value }));
  return (
    <RangePicker
      allowClear
      {...rest}
      presets={presets}
      placeholder={placeholder ?? [t("components.dateRange.start"), t("components.dateRange.end")]}
    />
  );
}
