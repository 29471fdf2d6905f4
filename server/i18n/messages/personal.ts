import type { Catalogue } from '../catalogue';

/** English of the personal-data reveal's messages (routes/personal-reveal.ts). */
export const PERSONAL = {
  recordsListCannotRevealed: ['该列表不支持查看完整信息', 'Records of this list cannot be revealed.'],
  giveReasonSeeingPersonal: ['请填写查看原因', 'Give the reason for seeing this personal data.'],
  reasonMustAtMost200: ['查看原因不能超过200个字符', 'The reason must be at most 200 characters.'],
} as const satisfies Catalogue;
