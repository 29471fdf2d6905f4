/**
 * Stands in for axios's table of HTTP status names (vite.config.ts, axiosStandIns), which axios only hangs on its
 * export as `axios.HttpStatusCode`: the console never reads it (src/ compares status numbers).
 */
const HttpStatusCode: Readonly<Record<string, number>> = {};
export default HttpStatusCode;
