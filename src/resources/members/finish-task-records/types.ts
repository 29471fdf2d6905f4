/** Points are whole numbers up to the points-price bound (SPEC §9). */
export const SCORE_MAX = 99999999;
