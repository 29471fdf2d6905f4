/**
 * Stands in for papaparse, which @refinedev/core imports for its useImport/useExport hooks. The console never uses
 * them (CSV export is src/lib/csv.ts, SPEC §9), so the ~8 KiB gzip parser stays out of the bundle (vite.config.ts
 * aliases the package here). Calling either function says so instead of failing obscurely.
 */
function unavailable(): never {
  throw new Error("papaparse is not bundled: use src/lib/csv.ts for CSV export");
}

export default { parse: unavailable, unparse: unavailable };
