/**
 * The reward simulation (toolbar): an amount for the member picked (the chain's subject) → the rewards each upline
 * would receive, computed by the server from the team config rates (docs/decisions/team.md "Team rewards").
 */
import { teamRewardsSimulator } from "@contract/team/team-rewards-simulator";
import { Button, Form, Modal, Space, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DictTag } from "@/components/dict-tag";
import { MoneyText } from "@/components/money-text";
import { NumericInput, type NumericValue } from "@/components/numeric-input";
import { numericMessage } from "@/components/numeric-rules";
import { numericProblem } from "@/lib/numeric";
import { useEndpointRead, type ToolbarProps } from "@/resources/kit";
import type { ChainMember, RewardLine, Simulation } from "@contract/team/team-rewards-simulator";

function RewardTable({ simulation }: { simulation: Simulation }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`teamRewardsSimulator.fields.${key}`);
  return (
    <Table<RewardLine>
      rowKey="id"
      size="small"
      pagination={false}
      data-testid="reward-table"
      dataSource={simulation.records}
      columns={[
        { key: "depth", title: label("depth"), dataIndex: "depth", width: 70 },
        { key: "memberId", title: label("memberId"), dataIndex: "memberId", width: 100 },
        { key: "memberName", title: label("memberName"), dataIndex: "memberName" },
        { key: "level", title: label("level"), render: (_, row) => <DictTag dict="teamLevel" value={row.level} /> },
        {
          key: "rewardType",
          title: label("rewardType"),
          render: (_, row) =>
            row.rewardType === null ? (
              t("teamRewardsSimulator.globalDividend")
            ) : (
              <DictTag dict="teamRewardType" value={row.rewardType} />
            ),
        },
        { key: "rate", title: label("rate"), dataIndex: "rate", width: 90 },
        {
          key: "reward",
          title: label("reward"),
          align: "right",
          render: (_, row) => <MoneyText value={row.reward} />,
        },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={6}>
            {t("teamRewardsSimulator.total")}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <span data-testid="reward-total">
              <MoneyText value={simulation.totalReward} />
            </span>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}

export function SimulateRewards({ rows }: ToolbarProps<ChainMember>) {
  const { t } = useTranslation();
  const read = useEndpointRead();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState<NumericValue>(null);
  // Kept as typed: an amount that is not a number from 0 up says so, and Calculate waits for one that is.
  const problem = numericProblem(amount);
  const [loading, setLoading] = useState(false);
  const [simulation, setSimulation] = useState<Simulation | null>(null);
  const subject = rows[0];
  const run = async () => {
    if (!subject || typeof amount !== "number" || problem) return;
    setLoading(true);
    try {
      setSimulation(
        await read<Simulation>(teamRewardsSimulator.teamRewardSimulator, { userId: subject.subjectId, amount }),
      );
    } catch {
      // The http client has shown the server's message; the dialog keeps the amount typed.
    } finally {
      setLoading(false);
    }
  };
  const close = () => setOpen(false);
  return (
    <>
      <Button type="primary" disabled={!subject} onClick={() => setOpen(true)} data-action="simulate">
        {t("teamRewardsSimulator.actions.simulate")}
      </Button>
      {open && subject && (
        <Modal
          open
          width={900}
          maskClosable={false}
          title={t("teamRewardsSimulator.simulate.title", { id: subject.subjectId })}
          onCancel={close}
          footer={<Button onClick={close}>{t("common.actions.close")}</Button>}
        >
          <Form layout="inline" onFinish={() => void run()}>
            <Form.Item
              label={t("teamRewardsSimulator.fields.amount")}
              validateStatus={problem ? "error" : undefined}
              help={problem ? numericMessage(problem, t("teamRewardsSimulator.fields.amount"), t) : undefined}
            >
              <NumericInput value={amount} onChange={setAmount} data-testid="simulate-amount" />
            </Form.Item>
            <Space>
              <Button
                type="primary"
                htmlType="submit"
                loading={loading}
                disabled={typeof amount !== "number" || problem !== null}
                data-action="calculate"
              >
                {t("teamRewardsSimulator.actions.calculate")}
              </Button>
            </Space>
          </Form>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {t("teamRewardsSimulator.simulate.hint")}
          </Typography.Paragraph>
          {simulation && <RewardTable simulation={simulation} />}
        </Modal>
      )}
    </>
  );
}
