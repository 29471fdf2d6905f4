/** Member task-completion records (SPEC §2.10), with an add form (member, task, points, claim status). */
import { call, listCall } from "../calls";

/** A member's task-completion record (SPEC §3). */
export interface MemberTaskRecord {
  id: number;
  index?: never;
  taskId: number;
  uid: number;
  realName: string | null;
  phone: string | null;
  taskName: string | null;
  /** Task reward claim: 1 unclaimed, 2 claimed (dictionary `taskClaimStatus`). */
  status: 1 | 2 | null;
  score: number | null;
  doneTime: string | null;
}

export const finishTaskRecords = {
  list: listCall<MemberTaskRecord>()({
    style: "body",
    path: "/task/member/record",
    filters: { uid: "int", taskName: "text", realName: "text", phone: "text" },
  }),
  add: call("body", "/task/member/record/add", "add", { score: "int", status: "enum", taskId: "int", uid: "int" }),
};
