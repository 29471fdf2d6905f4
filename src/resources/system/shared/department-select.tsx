/** A department picker for forms (staff user, parent department, role data scope): the whole tree from one search. */
import { TreeSelect } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SHARED_NS } from "./texts";
import { departments } from "@contract/system/departments";
import { backend } from "@/resources/kit";

/** Ids are opaque strings (64-bit snowflakes on X-Boot); a back end sending numbers is read the same way. */
export interface DepartmentNode {
  id: string | number;
  parentId: string | number;
  title: string;
}

interface TreeNode {
  value: string;
  title: string;
  children: TreeNode[];
}

/** Flat rows (parent before or after child) → nested nodes. */
export function toTree(rows: readonly DepartmentNode[]): TreeNode[] {
  const nodes = new Map(
    rows.map((row) => [String(row.id), { value: String(row.id), title: row.title, children: [] as TreeNode[] }]),
  );
  const roots: TreeNode[] = [];
  for (const row of rows) {
    const node = nodes.get(String(row.id)) as TreeNode;
    (nodes.get(String(row.parentId))?.children ?? roots).push(node);
  }
  return roots;
}

export function useDepartmentTree(): TreeNode[] {
  const [tree, setTree] = useState<TreeNode[]>([]);
  useEffect(() => {
    let live = true;
    backend
      // `title` is required by X-Boot; blank matches every department.
      .request<DepartmentNode[]>({ style: departments.search.style, url: departments.search.path, data: { title: "" } })
      .then((envelope) => live && setTree(toTree(envelope.result ?? [])))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return tree;
}

/** A stored value (a number from an older back end, or a string) as the tree's string ids. */
function asIdValue(value: unknown): string | string[] | undefined {
  if (Array.isArray(value)) return value.map((item) => String(item));
  return value === undefined || value === null || value === "" ? undefined : String(value);
}

interface Props {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  /** Several departments (a role's data scope). */
  multiple?: boolean;
  /** Offers 'top level' (0) first (a department's parent). */
  withTop?: boolean;
}

export function DepartmentSelect({ id, value, onChange, disabled, multiple, withTop }: Props) {
  const { t } = useTranslation();
  const tree = useDepartmentTree();
  const data = withTop ? [{ value: "0", title: t(`${SHARED_NS}.topLevel`), children: [] }, ...tree] : tree;
  return (
    <TreeSelect
      id={id}
      value={asIdValue(value)}
      onChange={(next) => onChange?.(next)}
      disabled={disabled}
      treeData={data}
      multiple={multiple}
      treeCheckable={multiple}
      treeDefaultExpandAll
      allowClear
      showSearch
      treeNodeFilterProp="title"
      placeholder={t("common.placeholder.select")}
      style={{ width: "100%" }}
    />
  );
}

/** The form control of a department field (one department). */
export function DepartmentField(props: Omit<Props, "multiple" | "withTop">) {
  return <DepartmentSelect {...props} />;
}

/** The form control of a parent department (0 = top level). */
export function ParentDepartmentField(props: Omit<Props, "multiple" | "withTop">) {
  return <DepartmentSelect {...props} withTop />;
}
