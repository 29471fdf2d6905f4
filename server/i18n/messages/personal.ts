/** English of the personal-data reveal's messages (routes/personal-reveal.ts). */
export const EN_US_PERSONAL: Readonly<Record<string, string>> = {
  该列表不支持查看完整信息: 'Records of this list cannot be revealed.',
  请填写查看原因: 'Give the reason for seeing this personal data.',
  查看原因不能超过200个字符: 'The reason must be at most 200 characters.',
};
