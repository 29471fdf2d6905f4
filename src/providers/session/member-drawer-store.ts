/**
 * The member detail drawer, reachable from anywhere (a member id or phone in any list, the command palette): which
 * member it shows, by id or by phone (a phone is looked up first). One drawer for the whole console, not a route.
 */
import { useSyncExternalStore } from "react";

/** The member list's menu component key: the drawer reads its calls, so it needs that page in the user's menu. */
export const MEMBER_PAGE = "members/user-list";

export type MemberRef = { id: string } | { phone: string };

let current: MemberRef | null = null;
const listeners = new Set<() => void>();
const set = (value: MemberRef | null) => {
  current = value;
  listeners.forEach((listener) => listener());
};

export const memberDrawer = {
  open: (member: MemberRef) => set(member),
  close: () => set(null),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => current,
};

export const useMemberDrawer = () => useSyncExternalStore(memberDrawer.subscribe, memberDrawer.get, memberDrawer.get);
