/**
 * A member's ID as a link back to the member list filtered by it: `#/members/user-list?uid=<id>`, the same route
 * query every member screen reads (`search.fromQuery: "uid"`), so the list opens searched for that member.
 */
import { Link } from "react-router";
import { EMPTY } from "../dsl/cells";

export const MEMBER_LIST_ROUTE = "/members/user-list";

export function memberListPath(uid: string | number): string {
  return `${MEMBER_LIST_ROUTE}?uid=${encodeURIComponent(String(uid))}`;
}

/** A column `render`: the row's member ID (by `pick`, default `row.uid`) as the link. */
export function memberLink<T>(pick: (row: T) => unknown = (row) => (row as { uid?: unknown }).uid) {
  return function MemberLinkCell(row: T) {
    const uid = pick(row);
    if (typeof uid !== "number" && (typeof uid !== "string" || uid === "")) return EMPTY;
    return (
      <Link to={memberListPath(uid)} data-member-link={uid}>
        {uid}
      </Link>
    );
  };
}
