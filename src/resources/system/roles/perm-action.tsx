/** 'Menu permissions': the permission tree (apps, groups, pages and their buttons) with a checkbox per node. */
import { Button, Modal, Spin, Tree } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { titleText } from "@/providers/session/menu-model";
import { backend, useCall, type ActionContext } from "@/resources/kit";
import { SHARED_NS } from "../shared/texts";
import { grantedIds, permIdsOf, toggle } from "./perm-tree";
import { menus, type PermissionNode as MenuNode } from "@contract/system/menus";
import { roles, type Role } from "@contract/system/roles";

interface TreeNode {
  key: string;
  node: MenuNode;
  children: TreeNode[];
}
const toTree = (nodes: readonly MenuNode[]): TreeNode[] =>
  nodes.map((node) => ({
    key: node.id,
    node,
    children: toTree(node.children ?? []),
    // A disabled node is not offered, as in X-Boot's own client.
    disableCheckbox: node.status === -1,
  }));

function Editor({ row, onClose, onSaved }: { row: Role; onClose: () => void; onSaved: () => void }) {
  const { t, i18n } = useTranslation();
  const call = useCall();
  const [tree, setTree] = useState<MenuNode[] | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    backend
      .request<MenuNode[]>({ style: menus.all.style, url: menus.all.path, data: {} })
      .then((envelope) => {
        const nodes = envelope.result ?? [];
        setTree(nodes);
        setChecked(grantedIds(nodes, row.permissions));
      })
      .catch(() => setTree([]));
  }, [row]);
  const save = async () => {
    setBusy(true);
    const done = await call({
      endpoint: roles.editRolePerm,
      payload: { roleId: row.id, permIds: permIdsOf(checked) },
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
            checkStrictly
            checkedKeys={checked}
            onCheck={(_, info) => setChecked((current) => toggle(tree, current, String(info.node.key), info.checked))}
            titleRender={({ node }) =>
              node.type === 1 ? (
                <span data-button-type={node.buttonType ?? ""}>
                  {t(`${SHARED_NS}.permTypes.${node.buttonType ?? ""}`, { defaultValue: node.title })}
                </span>
              ) : (
                <span>{titleText(node.title, i18n.language, t, node.name ?? undefined)}</span>
              )
            }
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
