/**
 * The parent of a permission node: top level (an app), an app (a group under it), a group (a page under it) or a page
 * (a button under it).
 */
import { TreeSelect } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { titleText } from "@/providers/session/menu-model";
import { backend, type Bound } from "@/resources/kit";
import { SHARED_NS } from "../shared/texts";
import { menus, type PermissionNode as MenuNode } from "@contract/system/menus";

/** The level of each node the field has loaded: a node's own level is its parent's plus one (X-Boot stores it). */
const levels = new Map<string, number>([["0", -1]]);

/** The level a node under `parentId` has, once the field has loaded the tree; undefined before. */
export function levelUnder(parentId: unknown): number | undefined {
  const parent = levels.get(String(parentId ?? "0"));
  return parent === undefined ? undefined : parent + 1;
}

const remember = (nodes: readonly MenuNode[]) => {
  for (const node of nodes) {
    levels.set(node.id, node.level);
    remember(node.children ?? []);
  }
};

interface Option {
  value: string;
  title: string;
  children: Option[];
}

export function ParentField({ id, value, onChange, disabled }: Bound & { disabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const [tree, setTree] = useState<MenuNode[]>([]);
  useEffect(() => {
    backend
      .request<MenuNode[]>({ style: menus.all.style, url: menus.all.path, data: {} })
      .then((envelope) => {
        remember(envelope.result ?? []);
        setTree(envelope.result ?? []);
      })
      .catch(() => undefined);
  }, []);
  const options = (nodes: readonly MenuNode[]): Option[] =>
    nodes
      .filter((node) => node.type !== 1 && node.level < 3)
      .map((node) => ({
        value: node.id,
        title: titleText(node.title, i18n.language, t, node.name ?? undefined),
        children: options(node.children ?? []),
      }));
  return (
    <TreeSelect
      id={id}
      value={value === undefined || value === null ? undefined : String(value)}
      onChange={(next) => onChange?.(next)}
      disabled={disabled}
      treeData={[{ value: "0", title: t(`${SHARED_NS}.topLevel`), children: [] }, ...options(tree)]}
      showSearch
      treeNodeFilterProp="title"
      placeholder={t("common.placeholder.select")}
    />
  );
}
