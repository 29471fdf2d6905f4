/**
 * Stands in for error-stack-parser, which Refine's devtools tracing (@refinedev/devtools-internal `getTrace`) calls only
 * when NODE_ENV is "development" and the devtools are connected; the console never connects them. An empty trace
 * keeps a development build working and saves ~1.7 KiB gzip (with stackframe) in home.
 */
const ErrorStackParser = { parse: (_error: Error): unknown[] => [] };

export default ErrorStackParser;
