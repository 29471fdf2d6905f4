export const WithdrawStatus = { pending: 1, approved: 2, rejected: 3, withdrawn: 4 } as const;
