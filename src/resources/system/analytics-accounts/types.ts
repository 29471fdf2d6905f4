import type { AnalyticsAccount } from "@contract/system/analytics-accounts";

export type { AnalyticsAccount };
/** SPEC §5 / §9: username, password and cookie hold at most 50 characters. */
export const ACCOUNT_FIELD_MAX = 50;
export const AccountStatus = { on: 1, off: 0 } as const;

/** The full account object the save call takes (SPEC §7.4). */
export const accountPayload = (row: Partial<Record<keyof AnalyticsAccount, unknown>>) => ({
  id: row.id,
  username: row.username,
  password: row.password,
  cookie: row.cookie,
  status: row.status,
});
