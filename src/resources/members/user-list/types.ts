export const AccountStatus = { normal: 0, frozen: 1 } as const;
