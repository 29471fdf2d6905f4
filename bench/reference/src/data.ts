/**
 * The reference's data and auth: in memory, no server. 3,000 withdrawal-like rows (12 fields: order number, member,
 * phone, currency, three amounts, wallet address, status, two dates, remark), each made from its index when a page
 * asks for it; a login that accepts any name and password and keeps a flag in localStorage.
 */
import type { AuthProvider, BaseRecord, DataProvider } from "@refinedev/core";

export type Withdrawal = {
  id: number;
  orderNo: string;
  member: string;
  phone: string;
  currency: string;
  amount: number;
  fee: number;
  transfer: number;
  address: string;
  status: 0 | 1 | 2 | 3;
  createdTime: number;
  handleTime: number | null;
  remark: string;
};

const TOTAL = 3000;
const START = Date.UTC(2026, 10, 1);
const NAMES = ["张伟", "王芳", "李娜", "刘洋", "陈静", "杨磊", "赵敏", "黄强"];
const HEX = "0123456789abcdef";

function row(index: number): Withdrawal {
  const id = TOTAL - index;
  const amount = ((id * 7919) % 500_000) / 100 + 10;
  const fee = Math.round(amount * 1.5) / 100;
  const status = (id % 4) as Withdrawal["status"];
  const createdTime = START + id * 613_000;
  let address = "T";
  for (let i = 0; i < 33; i++) address += HEX[(id * (i + 7) + i * i) % 16];
  return {
    id,
    orderNo: `W${String(20261101000000 + id * 37)}`,
    member: NAMES[id % NAMES.length],
    phone: `13${String(100_000_000 + ((id * 104_729) % 899_999_999)).slice(0, 9)}`,
    currency: id % 3 ? "USDT" : "CNY",
    amount,
    fee,
    transfer: Math.round((amount - fee) * 100) / 100,
    address,
    status,
    createdTime,
    handleTime: status === 0 ? null : createdTime + 3_600_000,
    remark: status === 2 ? "地址不符，已驳回" : "",
  };
}

const unsupported = () => Promise.reject(new Error("the reference only lists"));

export const dataProvider: DataProvider = {
  getApiUrl: () => "",
  getList: async <T extends BaseRecord>({ pagination }: Parameters<DataProvider["getList"]>[0]) => {
    const pageSize = pagination?.pageSize ?? 15;
    const from = ((pagination?.currentPage ?? 1) - 1) * pageSize;
    const to = Math.min(TOTAL, from + pageSize);
    const data = Array.from({ length: Math.max(0, to - from) }, (_, i) => row(from + i)) as unknown as T[];
    return { data, total: TOTAL };
  },
  getOne: unsupported,
  create: unsupported,
  update: unsupported,
  deleteOne: unsupported,
};

const KEY = "reference-auth";

export const authProvider: AuthProvider = {
  login: async ({ username }: { username?: string }) => {
    localStorage.setItem(KEY, username ?? "user");
    return { success: true, redirectTo: "/home" };
  },
  logout: async () => {
    localStorage.removeItem(KEY);
    return { success: true, redirectTo: "/login" };
  },
  check: async () =>
    localStorage.getItem(KEY) ? { authenticated: true } : { authenticated: false, redirectTo: "/login" },
  onError: async () => ({}),
  getIdentity: async () => ({ id: 1, name: localStorage.getItem(KEY) }),
};
