/**
 * The server-side CSV export, with the page-by-page reading as its fallback (resources/kit/engine/export-button.tsx).
 * Its own module, not in ./index.ts: only a list's export button needs it, and the lists are chunks of their own.
 */
import { createCsvExport } from "./csv-export";
import { http } from "./http-instance";

export const csvExport = createCsvExport(http, (input, init) => fetch(input, init));
