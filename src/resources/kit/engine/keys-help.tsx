/**
 * "?" on a list: the page's keys, generated from its declaration — the focus row and its first action (named), and
 * for a list with a review queue the queue's keys with its review actions' names.
 */
import { Modal, Table, Typography } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { actionLabelKeys } from "./labels";
import { declaredActions } from "./row-actions";
import type { ResourceDefinition } from "./types";

interface KeyRow {
  key: string;
  keys: readonly string[];
  does: string;
  where: string;
}

/** The keys of a list's page, in the order the help lists them. */
export function pageKeys<T>(definition: ResourceDefinition<T>, t: TFunction): KeyRow[] {
  const actions = declaredActions(definition);
  const label = (key: string) => t(actionLabelKeys(definition.namespace, key));
  const first = actions[0];
  const inList = t("review.inList");
  const rows: KeyRow[] = [{ key: "focus", keys: ["↑", "↓"], does: t("review.keys.focus"), where: inList }];
  if (first)
    rows.push({
      key: "open",
      keys: ["Enter"],
      does: t("review.keys.open", { action: label(first.key) }),
      where: inList,
    });
  if (definition.queue) rows.push({ key: "start", keys: ["S"], does: t("review.keys.start"), where: inList });
  rows.push({ key: "help", keys: ["?"], does: t("review.keys.help"), where: inList });
  if (!definition.queue) return rows;
  const inQueue = t("review.inQueue");
  const review = actions.filter((action) => action.review);
  for (const action of review) {
    const which = action.key === "approve" ? "approve" : action.key === "reject" ? "reject" : undefined;
    if (!which) continue;
    rows.push({
      key: which,
      keys: [which === "approve" ? "A" : "R"],
      does: t(`review.keys.${which}`, { action: label(action.key) }),
      where: inQueue,
    });
  }
  rows.push(
    { key: "submitReason", keys: ["Ctrl", "Enter"], does: t("review.keys.submitReason"), where: inQueue },
    { key: "skip", keys: ["N", "J"], does: t("review.keys.skip"), where: inQueue },
    { key: "previous", keys: ["K"], does: t("review.keys.previous"), where: inQueue },
    { key: "leave", keys: ["Esc"], does: t("review.keys.leave"), where: inQueue },
  );
  return rows;
}

export default function KeysHelp<T>({
  definition,
  onClose,
}: {
  definition: ResourceDefinition<T>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open title={t("review.keysTitle")} onCancel={onClose} footer={null} width={560}>
      <Table<KeyRow>
        data-testid="keys-help"
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={pageKeys(definition, t)}
        columns={[
          {
            key: "keys",
            title: t("review.keyColumn"),
            width: 130,
            render: (_value, row) =>
              row.keys.map((key) => (
                <Typography.Text key={key} keyboard>
                  {key}
                </Typography.Text>
              )),
          },
          { key: "does", title: t("review.doesColumn"), dataIndex: "does" },
          { key: "where", dataIndex: "where", width: 120 },
        ]}
      />
    </Modal>
  );
}
