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

/** Points are whole numbers up to the points-price bound (SPEC §9). */
export const SCORE_MAX = 99999999;
