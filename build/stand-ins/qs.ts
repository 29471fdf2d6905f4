/**
 * Stands in for `qs`, which Refine's core and router provider import as a default export to read and write the URL's
 * query (`parse` with `depth`/`ignoreQueryPrefix`, `stringify` with `skipNulls`/`arrayFormat`/`encode`/
 * `addQueryPrefix`). qs-esm is qs's ESM fork with the same parse and stringify, without the get-intrinsic and
 * side-channel polyfills qs pulls in. build/stand-ins/qs.test.ts checks that both
 * answer alike for the options Refine passes.
 */
import { parse, stringify } from "qs-esm";

export default { parse, stringify };
