/** The add form's region: the shared region picker emitting names, three levels (the record keeps province, city, district). */
import { RegionPicker } from "@/components/region-picker";
import type { RegionValue } from "@/lib/region";

interface Props {
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

export function RegionNamesInput({ value, onChange, disabled }: Props) {
  return (
    <RegionPicker
      value={Array.isArray(value) ? (value as RegionValue) : null}
      onChange={onChange}
      dataType="name"
      levels={2}
      changeOnSelect
      disabled={disabled}
      style={{ width: "100%" }}
    />
  );
}
