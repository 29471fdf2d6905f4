/**
 * Stands in for axios's fetch adapter (vite.config.ts, axiosStandIns): the console's instance always names the
 * XMLHttpRequest adapter, so axios never asks for this one; if it did, there is none ("fetch" unavailable).
 */
export const getFetch = (): undefined => undefined;
export default undefined;
