/** The department tree beside the staff list: loaded level by level (getByParentId/0, then per parent). */
import { Tree } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DepartmentNode } from "./department-select";
import { SHARED_NS } from "./texts";
import { departments } from "@contract/system/departments";
import { fillPath } from "@/providers/endpoint";
import { backend } from "@/resources/kit";

/** Department ids are opaque strings (X-Boot's are 64-bit snowflakes, past what a JS number holds exactly). */
interface Node {
  key: string;
  title: string;
  isLeaf: boolean;
  children?: Node[];
}

const ALL = "";

async function childrenOf(parentId: string): Promise<Node[]> {
  const envelope = await backend.request<(DepartmentNode & { isParent: boolean })[]>({
    style: departments.byParent.style,
    url: fillPath(departments.byParent.path, { parentId }),
    data: {},
  });
  return (envelope.result ?? []).map((row) => ({ key: String(row.id), title: row.title, isLeaf: !row.isParent }));
}

const attach = (nodes: Node[], key: string, children: Node[]): Node[] =>
  nodes.map((node) =>
    node.key === key
      ? { ...node, children }
      : node.children
        ? { ...node, children: attach(node.children, key, children) }
        : node,
  );

export function DepartmentTree({ selected, onSelect }: { selected?: string; onSelect: (id?: string) => void }) {
  const { t } = useTranslation();
  const [nodes, setNodes] = useState<Node[]>([]);
  useEffect(() => {
    childrenOf("0")
      .then((top) => setNodes(top))
      .catch(() => undefined);
  }, []);
  const data: Node[] = [{ key: ALL, title: t(`${SHARED_NS}.allDepartments`), isLeaf: true }, ...nodes];
  return (
    <Tree<Node>
      data-testid="department-tree"
      treeData={data}
      selectedKeys={[selected ?? ALL]}
      onSelect={(keys) => {
        const key = String(keys[0] ?? ALL);
        onSelect(key === ALL ? undefined : key);
      }}
      loadData={async (node) => {
        if (node.children) return;
        const children = await childrenOf(node.key).catch(() => []);
        setNodes((current) => attach(current, node.key, children));
      }}
    />
  );
}
