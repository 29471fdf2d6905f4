export const ConfigStatus = { on: 1, off: 2 } as const;
export const CO_FOUNDER_LEVEL = 6;
