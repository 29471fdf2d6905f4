/**
 * The one HTTP client (SPEC §7.1, §8): one axios instance with base /admin-api, a 15 s timeout, the four request
 * styles, the {code, message, success, result} envelope and the error catalogue — whether the code arrives in
 * the body (HTTP 200, as the real back end sends it) or as the HTTP status. Its request interceptor adds the
 * accessToken header; its response interceptor reads every answer and hands each failure to failure-policy.ts,
 * which decides what it does to the session.
 */
import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { outcomeForCode, outcomeForTransport } from "./error-catalogue";
import { ApiError, createFailurePolicy, type FailureDeps } from "./failure-policy";
import { TAB_HEADER } from "@/lib/tab-id";
import {
  abortError,
  adapterFor,
  isAbort,
  parseBody,
  type Transport,
  type TransportFailureCode,
  type WireAnswer,
} from "./transport";

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

/**
 * A call in flight, as the interceptors see it: the caller's options and the token it left with. A class, so that
 * axios's config merge passes it along as it is instead of copying it.
 */
class Call {
  token: string | null = null;
  constructor(readonly options: RequestOptions) {}
}

declare module "axios" {
  // The declaration must repeat axios's own type parameter, default included.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  interface AxiosRequestConfig<D = any> {
    /** The console's own options for the call (http.ts); only its interceptors read them. */
    call?: Call;
    /** Unused: keeps `D` referenced, as axios's declaration does. */
    __data?: D;
  }
}

const callOf = (config: InternalAxiosRequestConfig | undefined): Call => {
  if (!config?.call) throw new Error("A call that did not go through the console's http client");
  return config.call;
};

/** Why no answer came: the timeout (axios says ETIMEDOUT, asked to tell it apart), else the network. */
const failureOf = (error: AxiosError): TransportFailureCode =>
  error.code === AxiosError.ETIMEDOUT ? "timeout" : "network";

export function createHttpClient(deps: HttpDeps) {
  const baseURL = deps.baseURL ?? "/admin-api";
  const policy = createFailurePolicy(deps);

  const instance = axios.create({
    baseURL,
    timeout: deps.timeout ?? HTTP_TIMEOUT_MS,
    adapter: deps.transport ? adapterFor(deps.transport) : "xhr",
    // Every status is an answer: the response interceptor reads the code, from the body or the status (SPEC §8).
    validateStatus: () => true,
    // The body is built by request style (wire() below) and the answer read by read(): axios transforms neither.
    transformRequest: [(data: unknown) => data],
    transformResponse: [(data: unknown) => (typeof data === "string" ? parseBody(data) : data)],
    transitional: { clarifyTimeoutError: true },
    // No XSRF cookie: the session is the accessToken header, and in Chromium axios would read the cookie from the
    // asynchronous Cookie Store, sending every request a turn later instead of in the click.
    withXSRFToken: false,
  });
  // A download asks for whatever the file is (no Accept of axios's); every other call asks for JSON (wire()).
  delete instance.defaults.headers.common.Accept;

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

  /** The axios request for a call: method, path with its query, headers and body by request style. */
  function wire(options: RequestOptions) {
    const headers: Record<string, string> = {};
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
    const report = options.onUploadProgress;
    return {
      method,
      url: `${options.url}${query ? `?${query}` : ""}`,
      headers,
      data: body,
      ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
      signal: options.signal,
      responseType: options.blob ? "blob" : "text",
      onUploadProgress: report
        ? (event: { loaded: number; total?: number }) => report(event.total ? event.loaded / event.total : 0)
        : undefined,
      call: new Call(options),
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

  /** The session headers a call leaves with: its token (unless public), this tab's id, the language in force. */
  function sessionHeaders(token: string | null): Record<string, string> {
    const headers: Record<string, string> = {};
    if (token) headers.accessToken = token;
    if (deps.tabId) headers[TAB_HEADER] = deps.tabId;
    const language = deps.language?.();
    if (language) headers["Accept-Language"] = language;
    return headers;
  }

  // The token leaves with the call; synchronous, so the request is on the wire before request() returns.
  instance.interceptors.request.use(
    (config) => {
      const call = callOf(config);
      call.token = call.options.noToken ? null : deps.getToken();
      for (const [name, value] of Object.entries(sessionHeaders(call.token))) config.headers.set(name, value);
      return config;
    },
    undefined,
    { synchronous: true },
  );

  // Every answer is read here, and every failure handed to the policy: the caller gets the envelope or an ApiError.
  instance.interceptors.response.use(
    (response: AxiosResponse<unknown>) => {
      const call = callOf(response.config);
      return { ...response, data: read(response, call.options, call.token) };
    },
    (error: unknown) => {
      if (axios.isCancel(error) || isAbort(error)) throw abortError();
      if (!(error instanceof AxiosError) || !error.config?.call) throw error;
      const { options, token } = callOf(error.config);
      const code = failureOf(error);
      throw policy.apply(
        outcomeForTransport({ code }, deps.t),
        code === "timeout" ? TIMEOUT_CODE : NETWORK_CODE,
        token,
        options,
      ) as ApiError;
    },
  );

  /**
   * Sends a call. The request leaves synchronously, before this returns (axios runs a synchronous request interceptor
   * and its XMLHttpRequest adapter in the same turn): a caller that starts a call and then changes React state in the
   * same click gets its request on the wire before React renders that change, not after it.
   */
  async function request<T>(options: RequestOptions): Promise<Envelope<T>> {
    const response = await instance.request<Envelope<T>>(wire(options));
    return response.data;
  }

  /**
   * A call the caller makes with fetch (a streamed file, csv-export.ts): its URL and session headers as any call's,
   * and `read` for an answer that is not the stream — the envelope, or an ApiError the failure policy made of it
   * (shown, a 401 ending the session, as for any call); `null` when no answer came (the network).
   */
  function fetchSession(options: RequestOptions) {
    const token = options.noToken ? null : deps.getToken();
    return {
      url: `${baseURL}${options.url}`,
      headers: sessionHeaders(token),
      read<T>(answer: WireAnswer | null): Envelope<T> {
        if (answer) return read<T>(answer, options, token);
        throw policy.apply(outcomeForTransport({ code: "network" }, deps.t), NETWORK_CODE, token, options) as ApiError;
      },
    };
  }

  return {
    request,
    fetchSession,
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
