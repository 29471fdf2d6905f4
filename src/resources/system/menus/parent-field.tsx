/** The parent of a menu node: top level (an app), an app (a group under it) or a group (a page under it). */
import { TreeSelect } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { http } from "@/providers/http-instance";
import { titleText } from "@/providers/session/menu-model";
import type { Bound } from "../../dsl/form-fields";
import { SHARED_NS } from "../shared/texts";
import type { MenuNode } from "../roles/types";

interface Option {
  value: string;
  title: string;
  children: Option[];
}

export function ParentField({ id, value, onChange, disabled }: Bound & { disabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const [tree, setTree] = useState<MenuNode[]>([]);
  useEffect(() => {
    http
      .request<MenuNode[]>({ style: "query", url: "/xboot/permission/getAllList", data: {} })
      .then((envelope) => setTree(envelope.result ?? []))
      .catch(() => undefined);
  }, []);
  const options = (nodes: readonly MenuNode[]): Option[] =>
    nodes
      .filter((node) => node.level < 2)
      .map((node) => ({
        value: node.id,
        title: titleText(node.title, i18n.language, t, String(node.id)),
        children: options(node.children),
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
