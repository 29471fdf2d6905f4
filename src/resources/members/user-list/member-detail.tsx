/**
 * The member detail drawer: profile, wallets and points (read-only: they move through the ledger), team, bound
 * TRC20 addresses and the recent balance and points changes, with links to the record screens filtered by the
 * member (`?uid=`, the list kit's `fromQuery` pre-fill); a second tab lists the member's audit records.
 */
import { Button, Descriptions, Drawer, Space, Spin, Table, Tabs } from "antd";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { registerCatalogue } from "@/i18n";
import { Link } from "react-router";
import { notify } from "@/lib/notify";
import { memberDrawer, useMemberDrawer, type MemberRef } from "@/providers/session/member-drawer-store";
import { DictTag } from "@/components/dict-tag";
import { MoneyText } from "@/components/money-text";
import { useEndpointRead, useListRead, type ActionContext } from "@/resources/kit";
import { MemberAuditTrail } from "./audit-trail-tab";
import { USER_LIST_I18N } from "./texts";
import { userList, type MemberRow } from "@contract/members/user-list";

interface Change {
  id: number;
  currency: string;
  category: number;
  amount: number;
  balanceAfter: number;
  remark: string | null;
  createdTime: string;
}
interface Address {
  id: number;
  cardNo: string;
  status: number;
  createdTime: string;
}
interface Detail extends MemberRow {
  idType: number;
  idNumber: string;
  referrerName: string | null;
  referrerPhone: string | null;
  leaderName: string | null;
  leaderPhone: string | null;
  directCount: number;
  addresses: Address[];
  recentChanges: Change[];
}

// Opened from any list (a member link, the command palette): the member list's texts may not be loaded yet.
registerCatalogue("userList", USER_LIST_I18N);

/** Record screens a member's figures lead to, by route. */
const LINKS = [
  ["moneyChanges", "/finance/money-change-records"],
  ["scoreRecords", "/members/user-score-records"],
  ["withdrawals", "/finance/withdraw-orders"],
  ["addresses", "/members/usdt-withdraw-addresses"],
  ["recharges", "/finance/recharge-orders"],
  ["feedback", "/members/user-feedback"],
  ["messages", "/members/user-message-records"],
  ["taskRecords", "/members/finish-score-task-records"],
] as const;

const person = (name: string | null, phone: string | null) => (name ? `${name} (${phone ?? ""})` : "--");

function Body({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const f = (key: string) => t([`userList.fields.${key}`, `fields.${key}`]);
  const section = (key: string, items: [string, ReactNode][]) => (
    <Descriptions
      title={t(`userList.groups.${key}`)}
      bordered
      size="small"
      column={2}
      style={{ marginBottom: 20 }}
      items={items.map(([label, children]) => ({ key: label, label: f(label), children }))}
    />
  );
  return (
    <>
      {section("profile", [
        ["id", detail.id],
        ["realName", detail.realName],
        ["phone", detail.phone],
        ["inviteCode", detail.inviteCode],
        ["status", <DictTag key="s" dict="accountStatus" value={detail.status} />],
        ["realNameStatus", <DictTag key="r" dict="realnameStatus" value={detail.realNameStatus} />],
        ["idType", <DictTag key="i" dict="idDocument" value={detail.idType} />],
        ["idNumber", detail.idNumber || "--"],
        ["registerTime", detail.registerTime],
        ["lastLoginTime", detail.lastLoginTime ?? "--"],
      ])}
      {section("wallets", [
        ["usdtBalance", <MoneyText key="u" value={detail.usdtBalance} />],
        ["rmbBalance", <MoneyText key="m" value={detail.rmbBalance} />],
        ["score", detail.score],
      ])}
      <Space wrap style={{ marginBottom: 20 }} data-testid="member-links">
        {LINKS.map(([key, route]) => (
          <Link key={key} to={`${route}?uid=${detail.id}`}>
            {t(`userList.links.${key}`)}
          </Link>
        ))}
      </Space>
      {section("team", [
        ["teamLevel", <DictTag key="l" dict="teamLevel" value={detail.teamLevel} />],
        ["referrer", person(detail.referrerName, detail.referrerPhone)],
        ["leader", person(detail.leaderName, detail.leaderPhone)],
        ["directCount", detail.directCount],
        ["teamUserCount", detail.teamUserCount],
      ])}
      <h4>{t("userList.groups.addresses")}</h4>
      <Table<Address>
        size="small"
        rowKey="id"
        pagination={false}
        style={{ marginBottom: 20 }}
        dataSource={detail.addresses}
        columns={[
          { key: "cardNo", dataIndex: "cardNo", title: f("cardNo") },
          { key: "status", title: f("status"), render: (_, a) => <DictTag dict="trc20Status" value={a.status} /> },
          { key: "createdTime", dataIndex: "createdTime", title: f("createdTime"), width: 170 },
        ]}
      />
      <h4>{t("userList.groups.recentChanges")}</h4>
      <Table<Change>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={detail.recentChanges}
        data-testid="recent-changes"
        columns={[
          { key: "createdTime", dataIndex: "createdTime", title: f("createdTime"), width: 170 },
          { key: "currency", dataIndex: "currency", title: f("currency"), width: 80 },
          {
            key: "category",
            title: f("category"),
            render: (_, c) => <DictTag dict="walletLedgerCategory" value={c.category} />,
          },
          { key: "amount", title: f("amount"), render: (_, c) => <MoneyText value={c.amount} /> },
          { key: "balanceAfter", title: f("balanceAfter"), render: (_, c) => <MoneyText value={c.balanceAfter} /> },
          { key: "remark", dataIndex: "remark", title: f("remark") },
        ]}
      />
    </>
  );
}

/** A member by id, or by phone (the member list searched for it, the exact phone kept). */
async function resolveId(readList: ReturnType<typeof useListRead>, member: MemberRef): Promise<string | null> {
  if ("id" in member) return member.id;
  const endpoint = userList.list;
  const rows = await readList<MemberRow>(endpoint, [{ field: "phone", operator: "eq", value: member.phone }]);
  const found = rows.find((row) => String(row.phone) === member.phone);
  return found ? String(found.id) : null;
}

/** The one member drawer of the console, showing whom the member drawer store names (memberDrawer.open). */
export default function MemberDetailDrawer() {
  const { t } = useTranslation();
  const readList = useListRead();
  const read = useEndpointRead();
  const member = useMemberDrawer();
  const [detail, setDetail] = useState<Detail | null>(null);
  const [id, setId] = useState<string | null>(null);
  useEffect(() => {
    setDetail(null);
    setId(null);
    if (!member) return;
    let live = true;
    const endpoint = userList.extraInfo;
    resolveId(readList, member)
      .then((found) => {
        if (!live) return;
        if (found === null) {
          notify.warning(t("userList.memberNotFound"));
          memberDrawer.close();
          return;
        }
        setId(found);
        return read<Detail>(endpoint, { id: found }).then((answer) => live && setDetail(answer));
      })
      // The client has shown the failure; the drawer closes.
      .catch(() => live && memberDrawer.close());
    return () => {
      live = false;
    };
  }, [member, readList, read, t]);
  if (!member) return null;
  const shown = id ?? ("id" in member ? member.id : member.phone);
  return (
    <Drawer
      open
      width={900}
      title={t("userList.detailTitle", { name: detail?.realName ?? "", id: shown })}
      onClose={() => memberDrawer.close()}
      destroyOnHidden
      data-testid="detail-drawer"
    >
      <Tabs
        data-testid="detail-tabs"
        items={[
          {
            key: "overview",
            label: t("userList.detailTabs.overview"),
            children: detail ? <Body detail={detail} /> : <Spin />,
          },
          // Fetched when the tab is first opened (antd renders a tab's pane on its first activation).
          {
            key: "auditTrail",
            label: t("userList.detailTabs.auditTrail"),
            children: id ? <MemberAuditTrail memberId={id} /> : <Spin />,
          },
        ]}
      />
    </Drawer>
  );
}

/** The member list's Detail row action: opens the console's member drawer on the row. */
export function MemberDetailAction({ row }: { row: MemberRow; context: ActionContext }) {
  const { t } = useTranslation();
  return (
    <Button type="link" size="small" onClick={() => memberDrawer.open({ id: String(row.id) })} data-action="detail">
      {t("common.actions.detail")}
    </Button>
  );
}
