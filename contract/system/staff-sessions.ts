/**
 * Staff sessions (admin only; designed here, the spec is silent): the staff sessions that are alive, newest first. The
 * row id is the token's hash, a string: it signs no one in.
 */
import { call, listCall } from "../calls";

export interface StaffSession {
  id: string;
  username: string;
  nickname: string;
  createdAt: string;
  expiresAt: string;
  locked: boolean;
  /** The second factor of the session's sign-in (totp, recovery); absent on a back end without two-factor sign-in. */
  secondFactor?: string | null;
  current: boolean;
}

export const staffSessions = {
  list: listCall<StaffSession>()({
    style: "query",
    path: "/staffSession/list",
    perm: "view",
    filters: { username: "text" },
  }),
  end: call("form", "/staffSession/end", "delete", { id: "text" }),
  endUser: call("form", "/staffSession/endUser", "delete", { id: "text" }),
};
