/**
 * The region picker (SPEC §3 "Region picker value"): a Cascader over Chinese administrative codes rooted at 86.
 * `levels` 0–3 (default 3) sets the depth, stopping where the data stops (province / city / district);
 * `dataType` sets what each level emits: {code, name}, the name or the code. The data loads lazily.
 */
import { Cascader } from "antd";
import { useEffect, useMemo, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import {
  DEFAULT_REGION_LEVEL,
  emitRegion,
  regionCodePath,
  regionOptions,
  type RegionDataType,
  type RegionLevel,
  type RegionOption,
  type RegionValue,
} from "@/lib/region";

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

  const options = useMemo(() => (loaded?.levels === levels ? loaded.options : []), [loaded, levels]);
  const codes = useMemo(() => regionCodePath(value, options), [value, options]);

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
      onChange={(_codes, selected) => {
        const path = (selected ?? []).filter((option): option is RegionOption => Boolean(option));
        onChange?.(path.length > 0 ? emitRegion(path, dataType) : undefined);
      }}
    />
  );
}
