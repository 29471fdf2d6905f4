/**
 * The reference's three screens, each what the libraries give with the least code: a login form (antd Form +
 * Refine's useLogin), a home card with a link to the list, and the list (Refine's useTable → antd Table, 12 columns,
 * 15 rows a page, `?pageSize=1000` in the address for 1,000; above 100 rows antd's virtual table, as the console).
 */
import { useTable } from "@refinedev/antd";
import { useLogin } from "@refinedev/core";
import { Button, Card, Form, Input, Table, Tag, Typography } from "antd";
import type { TableColumnsType } from "antd";
import dayjs from "dayjs";
import { Link } from "react-router";
import type { Withdrawal } from "./data";

type Credentials = { username: string; password: string };

export function LoginPage() {
  const { mutate: login, isPending } = useLogin<Credentials>();
  return (
    <div style={{ display: "grid", placeItems: "center", minHeight: "100vh", background: "#f5f5f5" }}>
      <Card title="Sign in" style={{ width: 360, maxWidth: "92vw" }}>
        <Form<Credentials> layout="vertical" onFinish={(values) => login(values)} requiredMark={false}>
          <Form.Item name="username" label="Username" rules={[{ required: true }]}>
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item name="password" label="Password" rules={[{ required: true }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isPending}>
            Sign in
          </Button>
        </Form>
      </Card>
    </div>
  );
}

export function HomePage() {
  return (
    <Card title="Home" data-testid="home">
      <Typography.Paragraph>Welcome.</Typography.Paragraph>
      <Link to="/withdrawals">Withdrawals</Link>
    </Card>
  );
}

const money = new Intl.NumberFormat("zh-CN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const date = (value: number | null) => (value === null ? "-" : dayjs(value).format("YYYY-MM-DD HH:mm:ss"));
const STATUS: Record<Withdrawal["status"], [string, string]> = {
  0: ["待审核", "processing"],
  1: ["已通过", "success"],
  2: ["已驳回", "error"],
  3: ["已打款", "default"],
};

const COLUMNS: TableColumnsType<Withdrawal> = [
  { title: "订单号", dataIndex: "orderNo", width: 200 },
  { title: "会员", dataIndex: "member", width: 100 },
  { title: "手机号", dataIndex: "phone", width: 130 },
  { title: "币种", dataIndex: "currency", width: 80 },
  { title: "提现金额", dataIndex: "amount", width: 120, align: "right", render: (v: number) => money.format(v) },
  { title: "手续费", dataIndex: "fee", width: 110, align: "right", render: (v: number) => money.format(v) },
  { title: "到账金额", dataIndex: "transfer", width: 120, align: "right", render: (v: number) => money.format(v) },
  { title: "钱包地址", dataIndex: "address", width: 220, ellipsis: true },
  { title: "申请时间", dataIndex: "createdTime", width: 170, render: date },
  { title: "处理时间", dataIndex: "handleTime", width: 170, render: date },
  { title: "备注", dataIndex: "remark", width: 160, ellipsis: true },
  {
    title: "状态",
    dataIndex: "status",
    width: 90,
    fixed: "right",
    render: (v: Withdrawal["status"]) => <Tag color={STATUS[v][1]}>{STATUS[v][0]}</Tag>,
  },
];
const WIDTH = COLUMNS.reduce((sum, column) => sum + Number(column.width ?? 0), 0);

export function WithdrawalList() {
  const { tableProps } = useTable<Withdrawal>({
    resource: "withdrawals",
    syncWithLocation: true,
    pagination: { pageSize: 15 },
  });
  const virtual = (tableProps.dataSource?.length ?? 0) > 100;
  return (
    <Card title="Withdrawals" data-testid="list-withdrawals">
      <Table<Withdrawal>
        {...tableProps}
        rowKey="id"
        columns={COLUMNS}
        size="middle"
        virtual={virtual}
        scroll={{ x: WIDTH, y: virtual ? 560 : undefined }}
        pagination={{ ...tableProps.pagination, showSizeChanger: true, pageSizeOptions: [15, 50, 100, 1000] }}
      />
    </Card>
  );
}
