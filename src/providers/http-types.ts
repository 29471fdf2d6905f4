/** The http client's vocabulary (http.ts): request styles, the envelope, a call's options and the client's dependencies. */
import type { FailureDeps } from "./failure-policy";
import type { Transport } from "./transport";

/** GET query, POST form, PUT form, POST JSON, and POST multipart (file upload, SPEC §7.2). */
export type RequestStyle = "query" | "form" | "putForm" | "body" | "multipart";
export type Params = Record<string, unknown>;

export interface Envelope<T> {
  code: number;
  message?: string;
  success?: boolean;
  result: T;
}

export interface RequestOptions {
  style: RequestStyle;
  url: string;
  data?: Params;
  /** Login and other public calls go without the token. */
  noToken?: boolean;
  /** File downloads: the blob passes through untouched. */
  blob?: boolean;
  signal?: AbortSignal;
  /** Query-string values for a call of another style (e.g. the upload's `kind`). */
  params?: Params;
  /** Milliseconds; 0 waits as long as it takes (a large upload). Default 15 s. */
  timeout?: number;
  /** Multipart: the share of the body sent so far, 0–1. */
  onUploadProgress?: (fraction: number) => void;
  /**
   * The caller handles a failure itself and nothing is shown (e.g. a dictionary the server may not have). It still
   * rejects with ApiError; a 401 still ends the session as for any call (with its message: the call may be the first
   * of a page's calls to learn that the session is over).
   */
  quiet?: boolean;
  /**
   * The answer is read whole: the result is the body as the server sent it, with or without the envelope (Spring Boot
   * Actuator answers its own JSON). An envelope's failure is still a failure.
   */
  raw?: boolean;
  /**
   * The back end may not offer this call: its absence (HTTP 404 or 405, or code 404 in the body) is not shown and
   * rejects with ApiError 404; every other failure is handled as usual.
   */
  optional?: boolean;
  /**
   * The call is the sign-out itself (SPEC §7.2 lists no such call: a back end may answer 404, a refusal or a 401). The
   * caller ends the session locally whatever the answer, so nothing is shown and nothing is done for any failure: no
   * toast, no 401 handling, no lock screen.
   */
  signingOut?: boolean;
}

/** What an upload may add: its query (e.g. `kind`), a longer timeout, progress. */
export type UploadOptions = Pick<RequestOptions, "params" | "timeout" | "onUploadProgress">;

export interface HttpDeps extends FailureDeps {
  t: (key: string) => string;
  /** This console tab's id, sent as `X-Console-Tab` (the live feed tells the tab its own changes). */
  tabId?: string;
  /**
   * The console's language in force, sent as `Accept-Language` on every call (read per call, so a language switch
   * applies without a reload): the server answers its refusals in it.
   */
  language?: () => string;
  baseURL?: string;
  timeout?: number;
  /** The wire under axios: its XMLHttpRequest adapter unless a test hands in its own. */
  transport?: Transport;
}
