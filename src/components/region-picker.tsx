/**
 * The region picker (SPEC §3 "Region picker value"): a Cascader over Chinese administrative codes rooted at 86.
 * `levels` 0–3 (default 3) sets the depth, stopping where the data stops (province / city / district /
 * township); `dataType` sets what each level emits: {code, name}, the name or the code. The data loads lazily,
 * the townships per province when one of its districts is opened (or a four-level value is shown).
 */
import { Cascader } from "antd";
import { useCallback, useEffect, useMemo, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import {
  DEFAULT_REGION_LEVEL,
  emitRegion,
  loadTownships,
  regionCodePath,
  regionOptions,
  type RegionData,
  type RegionDataType,
  type RegionLevel,
  type RegionOption,
  type RegionValue,
  withTownships,
} from "@/lib/region";
import { notify } from "@/lib/notify";

export interface RegionPickerProps {
  value?: RegionValue | null;
  onChange?: (value: RegionValue | undefined) => void;
  levels?: RegionLevel;
  dataType?: RegionDataType;
  /** Allow picking a province or city without going to the last level. */
  changeOnSelect?: boolean;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  className?: string;
}

export function RegionPicker({
  value,
  onChange,
  levels = DEFAULT_REGION_LEVEL,
  dataType = "all",
  placeholder,
  allowClear = true,
  ...rest
}: RegionPickerProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<{ levels: RegionLevel; options: RegionOption[] } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    regionOptions(levels).then(
      (options) => live && setLoaded({ levels, options }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [levels]);

  /** Townships loaded by this picker, per province; null: that province failed (its districts become leaves). */
  const [townships, setTownships] = useState<Record<string, RegionData | null>>({});
  const loadProvince = useCallback(
    (province: string) => {
      loadTownships(province).then(
        (data) => setTownships((previous) => ({ ...previous, [province]: data })),
        () => {
          setTownships((previous) => ({ ...previous, [province]: null }));
          notify.error(t("components.region.loadFailed"));
        },
      );
    },
    [t],
  );

  const options = useMemo(
    () => (loaded?.levels !== levels ? [] : levels === 3 ? withTownships(loaded.options, townships) : loaded.options),
    [loaded, levels, townships],
  );
  const codes = useMemo(() => regionCodePath(value, options), [value, options]);

  // A four-level value names a township: load its province so the path can be shown in full.
  const valueProvince = levels === 3 && Array.isArray(value) && value.length > 3 ? codes[0] : undefined;
  useEffect(() => {
    if (valueProvince && !(valueProvince in townships)) loadProvince(valueProvince);
  }, [valueProvince, townships, loadProvince]);

  return (
    <Cascader<RegionOption>
      {...rest}
      allowClear={allowClear}
      showSearch
      options={options}
      loading={options.length === 0 && !failed}
      notFoundContent={failed ? t("components.region.loadFailed") : undefined}
      placeholder={placeholder ?? t("components.region.placeholder")}
      value={codes.length > 0 ? codes : undefined}
      // Called as a province (or below) is opened: its townships start loading before a district is reached.
      loadData={
        levels === 3
          ? (selected) => {
              const province = selected[0]?.value;
              if (province && !(province in townships)) loadProvince(province);
            }
          : undefined
      }
      onChange={(_codes, selected) => {
        const path = (selected ?? []).filter((option): option is RegionOption => Boolean(option));
        onChange?.(path.length > 0 ? emitRegion(path, dataType) : undefined);
      }}
    />
  );
}
