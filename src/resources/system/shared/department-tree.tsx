/** The department tree beside the staff list: loaded level by level (getByParentId/0, then per parent). */
import { Tree } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { http } from "@/providers/http-instance";
import type { DepartmentNode } from "./department-select";
import { SHARED_NS } from "./texts";

interface Node {
  key: number;
  title: string;
  isLeaf: boolean;
  children?: Node[];
}

const ALL = -1;

async function childrenOf(parentId: number): Promise<Node[]> {
  const envelope = await http.request<(DepartmentNode & { isParent: boolean })[]>({
    style: "query",
    url: `/xboot/department/getByParentId/${parentId}`,
    data: {},
  });
  return (envelope.result ?? []).map((row) => ({ key: row.id, title: row.title, isLeaf: !row.isParent }));
}

const attach = (nodes: Node[], key: number, children: Node[]): Node[] =>
  nodes.map((node) =>
    node.key === key
      ? { ...node, children }
      : node.children
        ? { ...node, children: attach(node.children, key, children) }
        : node,
  );

export function DepartmentTree({ selected, onSelect }: { selected?: number; onSelect: (id?: number) => void }) {
  const { t } = useTranslation();
  const [nodes, setNodes] = useState<Node[]>([]);
  useEffect(() => {
    childrenOf(0)
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
        const key = Number(keys[0] ?? ALL);
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
