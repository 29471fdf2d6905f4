/**
 * The stand-ins the production build puts in place of library modules (vite.config.ts reads this list): packages the
 * libraries import but the console never runs, and antd's style injection with a fast path (each file's comment says
 * why). `replaces` is the module's file in node_modules: a stand-in for a private path such as rc-util's would stop
 * applying silently if the library moved it, so build/stand-ins/stand-ins.test.ts fails when one is gone.
 */
export interface StandIn {
  /** The import it catches: a prefix (a string) or an exact specifier (a regular expression). */
  find: string | RegExp;
  /** This folder's file that answers instead. */
  file: string;
  /** The replaced module, relative to node_modules. */
  replaces: string;
}

export const ALIASED_STAND_INS: readonly StandIn[] = [
  { find: "papaparse", file: "papaparse.ts", replaces: "papaparse/package.json" },
  { find: /^error-stack-parser$/, file: "error-stack-parser.ts", replaces: "error-stack-parser/package.json" },
  { find: /^resize-observer-polyfill$/, file: "resize-observer.ts", replaces: "resize-observer-polyfill/package.json" },
  { find: /^qs$/, file: "qs.ts", replaces: "qs/package.json" },
  { find: /^rc-util\/es\/Dom\/dynamicCSS$/, file: "dynamic-css.ts", replaces: "rc-util/es/Dom/dynamicCSS.js" },
];

/** An axios module that axios imports by a relative path from one of its own folders (a plugin, not an alias). */
export interface AxiosStandIn extends StandIn {
  find: string;
  /** The importing folder, below node_modules/axios/lib/. */
  from: string;
}

export const AXIOS_STAND_INS: readonly AxiosStandIn[] = [
  // Its fetch adapter, which axios imports as `./fetch.js` from its adapters folder.
  { find: "./fetch.js", from: "adapters/", file: "axios-fetch.ts", replaces: "axios/lib/adapters/fetch.js" },
  // Its table of HTTP status names (`axios.HttpStatusCode`), which the console never reads.
  {
    find: "./helpers/HttpStatusCode.js",
    from: "",
    file: "axios-status-codes.ts",
    replaces: "axios/lib/helpers/HttpStatusCode.js",
  },
];
