/**
 * The one HTTP client (SPEC §7.1, §8): base /admin-api, 15 s timeout, the accessToken header, the four request
 * styles, the {code, message, success, result} envelope and the error catalogue — whether the code arrives in
 * the body (HTTP 200, as the real back end sends it) or as the HTTP status. The wire is transport.ts (one
 * XMLHttpRequest per call); what a failure does to the session is failure-policy.ts.
 */
import { outcomeForCode, outcomeForTransport } from "./error-catalogue";
import { ApiError, createFailurePolicy, type FailureDeps } from "./failure-policy";
import { isAbort, TransportError, xhrTransport, type Transport, type WireAnswer } from "./transport";

export { ApiError } from "./failure-policy";

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
  baseURL?: string;
  timeout?: number;
  /** The wire; tests hand in their own. */
  transport?: Transport;
}

export const HTTP_TIMEOUT_MS = 15000;
const TIMEOUT_CODE = 408;
const NETWORK_CODE = 0;

/**
 * Spring binds `a=1,2` to a list: arrays are joined with commas; absent values are left out, and so are nested
 * objects (a row's `roles` sent back on an edit): as a parameter they would read "[object Object]", which Spring
 * fails to bind.
 */
export function toSearchParams(data: Params | undefined): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(data ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (!value.some((item) => item !== null && typeof item === "object")) out.append(key, value.join(","));
    } else if (typeof value !== "object") out.append(key, String(value));
  }
  return out;
}

export function createHttpClient(deps: HttpDeps) {
  const transport = deps.transport ?? xhrTransport;
  const baseURL = deps.baseURL ?? "/admin-api";
  const policy = createFailurePolicy(deps);

  function envelopeOf(body: unknown): Envelope<unknown> | null {
    if (body && typeof body === "object" && "code" in body && typeof (body as { code: unknown }).code === "number") {
      return body as Envelope<unknown>;
    }
    return null;
  }

  /** A body without an envelope may still carry the server's message. */
  function messageOf(body: unknown): string | undefined {
    if (body && typeof body === "object" && typeof (body as { message?: unknown }).message === "string")
      return (body as { message: string }).message;
    return undefined;
  }

  /** The wire request for a call: method, path with its query, headers and body by request style. */
  function wire(options: RequestOptions, token: string | null) {
    const headers: Record<string, string> = {};
    if (token) headers.accessToken = token;
    if (!options.blob) headers.Accept = "application/json";
    const method = options.style === "query" ? "GET" : options.style === "putForm" ? "PUT" : "POST";
    const query = toSearchParams(options.style === "query" ? options.data : options.params).toString();
    let body: string | FormData | undefined;
    if (options.style === "body") {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.data ?? {});
    } else if (options.style === "multipart") {
      // The browser sets the multipart boundary itself.
      const form = new FormData();
      for (const [key, value] of Object.entries(options.data ?? {}))
        if (value instanceof Blob || typeof value === "string") form.append(key, value);
      body = form;
    } else if (options.style !== "query") {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      body = toSearchParams(options.data).toString();
    }
    return {
      method,
      url: `${baseURL}${options.url}${query ? `?${query}` : ""}`,
      headers,
      body,
      timeout: options.timeout ?? deps.timeout ?? HTTP_TIMEOUT_MS,
      signal: options.signal,
      blob: options.blob === true,
      onUploadProgress: options.onUploadProgress,
    } as const;
  }

  /** The answer as the screen gets it, or the ApiError the policy made of it. */
  function read<T>(answer: WireAnswer, options: RequestOptions, token: string | null): Envelope<T> {
    const ok = answer.status >= 200 && answer.status < 300;
    if (!ok) {
      // The code came as the HTTP status; the body may still carry the server's message (and its own code, unless that
      // says 200: a proxy's error page in front of an envelope is still a failure).
      const body = envelopeOf(answer.data);
      const code = body && body.code !== 200 ? body.code : answer.status;
      const outcome = outcomeForCode(code, body?.message ?? messageOf(answer.data), deps.t);
      throw policy.apply(outcome, answer.status, token, options) as ApiError;
    }
    if (options.blob) return { code: 200, success: true, result: answer.data as T };
    const body = envelopeOf(answer.data);
    if (!body) {
      throw policy.apply({ kind: "error", message: deps.t("errors.malformed") }, 500, token, options) as ApiError;
    }
    const failure = policy.apply(outcomeForCode(body.code, body.message, deps.t), body.code, token, options);
    if (failure) throw failure;
    // SPEC §7.4 "Reads success": code 200 with success false is a refusal, shown like any other failure (and, for a
    // quiet call, not shown, like any other failure).
    if (body.success === false)
      throw policy.apply(outcomeForCode(500, body.message, deps.t), body.code, token, options) as ApiError;
    return body as Envelope<T>;
  }

  /**
   * Sends a call. The request leaves synchronously, before this returns (see transport.ts): a caller that starts a
   * call and then changes React state in the same click gets its request on the wire before React renders that
   * change, not after it (issue 13: with 1,000 rows on screen that render took 120–180 ms).
   */
  async function request<T>(options: RequestOptions): Promise<Envelope<T>> {
    const token = options.noToken ? null : deps.getToken();
    let answer: WireAnswer;
    try {
      answer = await transport(wire(options, token));
    } catch (caught) {
      if (isAbort(caught) || !(caught instanceof TransportError)) throw caught;
      const code = caught.code === "timeout" ? TIMEOUT_CODE : NETWORK_CODE;
      throw policy.apply(outcomeForTransport({ code: caught.code }, deps.t), code, token, options) as ApiError;
    }
    return read<T>(answer, options, token);
  }

  return {
    request,
    get: <T>(url: string, data?: Params, extra?: Partial<RequestOptions>) =>
      request<T>({ style: "query", url, data, ...extra }),
    postForm: <T>(url: string, data?: Params, extra?: Partial<RequestOptions>) =>
      request<T>({ style: "form", url, data, ...extra }),
    putForm: <T>(url: string, data?: Params, extra?: Partial<RequestOptions>) =>
      request<T>({ style: "putForm", url, data, ...extra }),
    postJson: <T>(url: string, data?: Params, extra?: Partial<RequestOptions>) =>
      request<T>({ style: "body", url, data, ...extra }),
    /** A file as multipart `file` (SPEC §7.2 upload URL); the result is what the server answers (the file's URL). */
    upload: <T>(url: string, file: Blob, extra?: UploadOptions) =>
      request<T>({ style: "multipart", url, data: { file }, ...extra }),
    /** After a successful login the next 401 may redirect again. */
    resetUnauthorized: policy.reset,
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
