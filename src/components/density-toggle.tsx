/** Table density (SPEC §2.13): default or compact, i.e. antd Table size 'middle' or 'small'. */
import { Segmented } from "antd";
import { useTranslation } from "react-i18next";

export type TableDensity = "middle" | "small";

export interface DensityToggleProps {
  value: TableDensity;
  onChange: (value: TableDensity) => void;
}

export function DensityToggle({ value, onChange }: DensityToggleProps) {
  const { t } = useTranslation();
  return (
    <Segmented<TableDensity>
      size="small"
      aria-label={t("common.density.label")}
      value={value}
      onChange={onChange}
      options={[
        { value: "middle", label: t("common.density.default") },
        { value: "small", label: t("common.density.compact") },
      ]}
    />
  );
}
