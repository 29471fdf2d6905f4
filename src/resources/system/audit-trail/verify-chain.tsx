/**
 * "Verify chain" in the audit trail's toolbar: asks the server to check the whole hash chain (`/audit/verify`, which
 * reads only) and shows the answer in a dialog — intact, with how many records and the newest one's hash to note
 * down, or broken, with the first record that fails and why. Anyone who sees the page may run it.
 */
import { SafetyCertificateOutlined } from "@ant-design/icons";
import { Alert, Button, Descriptions, Modal, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointRead, type ToolbarItem, type ToolbarProps } from "@/resources/kit";
import { auditTrail, type AuditRecord, type ChainCheck } from "@contract/system/audit-trail";
import { AUDIT_NS } from "@/resources/shared/audit-trail/types";

const K = `${AUDIT_NS}.verify`;

/** The server's reasons (server/db/audit.ts), as their catalogue keys; another reason is shown as it came. */
const REASONS: readonly [RegExp, string][] = [
  [/^record (\d+) is missing$/, "missing"],
  [/^does not link to the record before it$/, "link"],
  [/^its content does not match its hash$/, "hash"],
  [/^differs from the noted head$/, "anchor"],
  [/^the noted head is gone$/, "anchorGone"],
];

function useReason(): (reason: string) => string {
  const { t } = useTranslation();
  return (reason) => {
    for (const [pattern, key] of REASONS) {
      const match = pattern.exec(reason);
      if (match) return t(`${K}.reasons.${key}`, { id: match[1] });
    }
    return reason;
  };
}

function Result({ check }: { check: ChainCheck }) {
  const { t } = useTranslation();
  const reason = useReason();
  const head = check.head && (
    <Descriptions
      size="small"
      bordered
      column={1}
      style={{ marginTop: 16 }}
      items={[
        {
          key: "checked",
          label: t(`${K}.checked`),
          children: <span data-testid="verify-checked">{check.checked}</span>,
        },
        { key: "head", label: t(`${K}.head`), children: `#${check.head.id}` },
        {
          key: "hash",
          label: t(`${K}.headHash`),
          children: (
            <Typography.Text code copyable style={{ wordBreak: "break-all" }} data-testid="verify-head-hash">
              {check.head.hash}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
  if (!check.ok && check.broken)
    return (
      <>
        <Alert
          type="error"
          showIcon
          data-testid="verify-result"
          data-ok="false"
          message={t(`${K}.brokenTitle`)}
          description={t(`${K}.brokenText`, {
            id: check.broken.id,
            reason: reason(check.broken.reason),
            count: check.checked,
          })}
        />
        {head}
      </>
    );
  if (!check.head)
    return (
      <Alert
        type="info"
        showIcon
        data-testid="verify-result"
        data-ok="true"
        message={t(`${K}.emptyTitle`)}
        description={t(`${K}.emptyText`)}
      />
    );
  return (
    <>
      <Alert
        type="success"
        showIcon
        data-testid="verify-result"
        data-ok="true"
        message={t(`${K}.okTitle`)}
        description={t(`${K}.okText`, { count: check.checked })}
      />
      {head}
    </>
  );
}

function VerifyChain(_props: ToolbarProps<AuditRecord>) {
  const { t } = useTranslation();
  const read = useEndpointRead();
  const [loading, setLoading] = useState(false);
  const [check, setCheck] = useState<ChainCheck | null>(null);
  const run = async () => {
    setLoading(true);
    try {
      setCheck(await read<ChainCheck>(auditTrail.verify));
    } catch {
      // The client has shown the failure.
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <Button
        icon={<SafetyCertificateOutlined />}
        loading={loading}
        onClick={() => void run()}
        data-action="verify-chain"
      >
        {t(`${K}.button`)}
      </Button>
      {check && (
        <Modal
          open
          title={t(`${K}.title`)}
          width={640}
          onCancel={() => setCheck(null)}
          footer={
            <Button type="primary" onClick={() => setCheck(null)} data-action="verify-close">
              {t("common.actions.close")}
            </Button>
          }
        >
          <Result check={check} />
        </Modal>
      )}
    </>
  );
}

export const verifyChain: ToolbarItem<AuditRecord> = { key: "verifyChain", component: VerifyChain };
