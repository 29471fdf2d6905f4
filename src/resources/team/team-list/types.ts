/** A team member row (SPEC §3), used by the team list and the indirect-subordinates drawer. */
export interface TeamMember {
  id: number;
  memberId: number;
  memberName: string | null;
  memberPhone: string | null;
  teamLevelName: string | null;
  userPerformance: number | null;
  /** Member / partner level 0–6. */
  teamLevel: number | null;
  teamDeposit: number | null;
  teamUserCount: number | null;
  teamPerformance: number | null;
  registerTime: string | null;
}
