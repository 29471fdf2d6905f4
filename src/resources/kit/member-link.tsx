/**
 * A member's ID or phone in any list, as a link that opens the member detail drawer (memberDrawer). Its address is the
 * member list searched for that member (`#/members/user-list?uid=<id>` or `?phone=<phone>`, the route query the member
 * screens read), so a new tab opens the list. Without the member list in the user's menu it is plain text: the drawer
 * reads that page's calls. Fields typed `member` / `memberPhone` get it by default (compile.ts).
 */
import type { MouseEvent } from "react";
import { useMenu } from "@/providers/session/menu-store";
import { MEMBER_PAGE, memberDrawer, type MemberRef } from "@/providers/session/member-drawer-store";
import { EMPTY } from "./engine/cells";

export const MEMBER_LIST_ROUTE = "/members/user-list";

const present = (value: unknown): value is string | number =>
  typeof value === "number" || (typeof value === "string" && value.trim() !== "");

function MemberAnchor({ member, text }: { member: MemberRef; text: string }) {
  const { pages } = useMenu();
  if (!pages.some((page) => page.component === MEMBER_PAGE)) return <>{text}</>;
  const query = "id" in member ? `uid=${encodeURIComponent(member.id)}` : `phone=${encodeURIComponent(member.phone)}`;
  const open = (event: MouseEvent) => {
    // A plain click opens the drawer here; a modified click (new tab, new window) follows the address.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    memberDrawer.open(member);
  };
  return (
    <a
      href={`#${MEMBER_LIST_ROUTE}?${query}`}
      onClick={open}
      {...("id" in member ? { "data-member-link": member.id } : { "data-member-phone": member.phone })}
    >
      {text}
    </a>
  );
}

/** A column `render`: the row's member ID (by `pick`, default `row.uid`) as the link. */
export function memberLink<T>(pick: (row: T) => unknown = (row) => (row as { uid?: unknown }).uid) {
  return function MemberLinkCell(row: T) {
    const uid = pick(row);
    if (!present(uid)) return EMPTY;
    return <MemberAnchor member={{ id: String(uid) }} text={String(uid)} />;
  };
}

/** A column `render`: a member's phone (by `pick`) as the link; the drawer finds the member by it. */
export function memberPhoneLink<T>(pick: (row: T) => unknown) {
  return function MemberPhoneCell(row: T) {
    const phone = pick(row);
    if (!present(phone)) return EMPTY;
    return <MemberAnchor member={{ phone: String(phone) }} text={String(phone)} />;
  };
}
