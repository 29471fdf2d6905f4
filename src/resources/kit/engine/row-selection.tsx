/**
 * Row selection for batch actions, accessible: each row's checkbox is named, and the select-all checkbox antd copies
 * into its hidden measuring row (aria-hidden) is made inert there, so no focusable control hides from assistive tech.
 */
import { useEffect, useRef, type Key, type ReactNode } from "react";
import type { CheckboxProps } from "antd";
import type { TableRowSelection } from "antd/es/table/interface";
import { t } from "@/i18n";

function MeasureSafe({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (ref.current?.closest(".ant-table-measure-row")) ref.current.inert = true;
  }, []);
  return <span ref={ref}>{children}</span>;
}

export function rowSelection<T>(
  selectedKeys: Key[],
  onChange: (rows: T[]) => void,
  selectable?: (row: T) => boolean,
): TableRowSelection<T> {
  return {
    selectedRowKeys: selectedKeys,
    onChange: (_keys, picked) => onChange(picked),
    columnTitle: (node) => <MeasureSafe>{node}</MeasureSafe>,
    // antd hands these props to the checkbox input; its type does not list aria attributes.
    getCheckboxProps: (row) =>
      ({ "aria-label": t("common.selectRow"), disabled: selectable ? !selectable(row) : false }) as CheckboxProps,
  };
}
