/** 'Menu permissions': the menu tree with a checkbox per node and, on each page, its permTypes (view/add/…). */
import { Button, Checkbox, Modal, Spin, Tree } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { http } from "@/providers/http-instance";
import { titleText } from "@/providers/session/menu-model";
import type { ActionContext } from "../../dsl/types";
import { useCall } from "../../dsl/use-call";
import { SHARED_NS } from "../shared/texts";
import { grantsOf, initialChecked, initialTypes } from "./perm-tree";
import type { MenuNode, Role } from "./types";

interface TreeNode {
  key: string;
  node: MenuNode;
  children: TreeNode[];
}
const toTree = (nodes: readonly MenuNode[]): TreeNode[] =>
  nodes.map((node) => ({ key: node.id, node, children: toTree(node.children) }));

function Editor({ row, onClose, onSaved }: { row: Role; onClose: () => void; onSaved: () => void }) {
  const { t, i18n } = useTranslation();
  const call = useCall();
  const [tree, setTree] = useState<MenuNode[] | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [types, setTypes] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    http
      .request<MenuNode[]>({ style: "query", url: "/xboot/permission/getAllList", data: {} })
      .then((envelope) => {
        const nodes = envelope.result ?? [];
        setTree(nodes);
        setChecked(initialChecked(nodes, row.permissions));
        setTypes(initialTypes(nodes, row.permissions));
      })
      .catch(() => setTree([]));
  }, [row]);
  const save = async () => {
    setBusy(true);
    const done = await call({
      endpoint: { path: "/xboot/role/editRolePerm", style: "form" },
      payload: { roleId: row.id, permissions: JSON.stringify(grantsOf(checked, types)) },
      onDone: onSaved,
    });
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Modal
      open
      width={720}
      title={t("roles.perm.title", { name: row.name })}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={busy}
      okText={t("common.actions.save")}
      cancelText={t("common.actions.cancel")}
      maskClosable={false}
    >
      {!tree ? (
        <Spin />
      ) : (
        <div style={{ maxHeight: "60vh", overflowY: "auto" }}>
          <Tree<TreeNode>
            data-testid="perm-tree"
            checkable
            selectable={false}
            defaultExpandAll
            treeData={toTree(tree)}
            checkedKeys={checked}
            onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
            titleRender={({ node }) => (
              <span>
                {titleText(node.title, i18n.language, t, String(node.id))}
                {node.level === 2 && (
                  <Checkbox.Group
                    style={{ marginLeft: 12 }}
                    value={types[node.id] ?? []}
                    onChange={(next) => setTypes((current) => ({ ...current, [node.id]: next.map(String) }))}
                    options={node.permTypes.map((type) => ({
                      value: type,
                      label: t(`${SHARED_NS}.permTypes.${type}`, { defaultValue: type }),
                      disabled: type === "view",
                    }))}
                  />
                )}
              </span>
            )}
          />
        </div>
      )}
    </Modal>
  );
}

export function PermAction({ row, context }: { row: Role; context: ActionContext }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" data-action="editPerm" onClick={() => setOpen(true)}>
        {t("roles.actions.editPerm")}
      </Button>
      {open && <Editor row={row} onClose={() => setOpen(false)} onSaved={context.reload} />}
    </>
  );
}
