/** The subordinates drawers' screen key (their labels' catalogue is `teamSubordinates`, see subordinates.ts). */
export const SUBORDINATES_KEY = "team/team-subordinates";
export const SUBORDINATES_NS = "teamSubordinates";

/** Which subordinates a drawer lists: direct (next level) or indirect (next-next level). */
export type SubordinateKind = "direct" | "indirect";
