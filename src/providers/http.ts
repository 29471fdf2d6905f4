/**
 * The one HTTP client (SPEC §7.1, §8): base /admin-api, 15 s timeout, the accessToken header, the four request
 * styles, the {code, message, success, result} envelope and the error catalogue — whether the code arrives in
 * the body (HTTP 200, as the real back end sends it) or as the HTTP status.
 *
 * axios itself is loaded on first use (or on `preload()`), so the login page's initial JavaScript does not carry it
 * (issue "performance": ~20 KiB gzip); the login form preloads it when the user starts typing.
 */
import type { AxiosError, AxiosInstance, AxiosResponse, AxiosStatic } from "axios";
import { outcomeForCode, outcomeForTransport, type Outcome } from "./error-catalogue";

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

/** A failed call, already shown to the user by the client; callers only decide what to do next. */
export class ApiError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.name = "ApiError";
    this.code = code;
  }
}

export interface HttpDeps {
  t: (key: string) => string;
  getToken: () => string | null;
  showError: (text: string) => void;
  /** Clears the session keys of SPEC §8 (userInfo, accessToken, locking '0'). */
  clearSession: () => void;
  /** The server says the session is locked: show the lock screen (locking '1'), keeping the page to return to. */
  goToLock?: () => void;
  isOnLogin: () => boolean;
  goToLogin: () => void;
  baseURL?: string;
  timeout?: number;
  adapter?: AxiosInstance["defaults"]["adapter"];
}

export const HTTP_TIMEOUT_MS = 15000;
const TIMEOUT_CODE = 408;
const NETWORK_CODE = 0;

/** Spring binds `a=1,2` to a list: arrays are joined with commas; absent values are left out. */
export function toSearchParams(data: Params | undefined): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(data ?? {})) {
    if (value === undefined || value === null) continue;
    out.append(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  return out;
}

interface Loaded {
  axios: AxiosStatic;
  instance: AxiosInstance;
}

export function createHttpClient(deps: HttpDeps) {
  let client: Promise<Loaded> | null = null;
  /** Once axios is here, a call is on the wire before `request` returns (see `request`). */
  let loaded: Loaded | null = null;
  const load = () =>
    (client ??= import("axios").then(({ default: axios }) => {
      loaded = {
        axios,
        instance: axios.create({
          baseURL: deps.baseURL ?? "/admin-api",
          timeout: deps.timeout ?? HTTP_TIMEOUT_MS,
          adapter: deps.adapter,
          // The session is the accessToken header, never a cookie: no XSRF cookie to read. Reading it would also
          // make Chromium's XHR wait for the async Cookie Store before sending, breaking the synchronous send.
          withXSRFToken: false,
          xsrfCookieName: "",
        }),
      };
      return loaded;
    }));
  /**
   * The token whose 401 has been handled (undefined: none yet). A storm of 401s for the token the calls were sent with
   * gives one message and one redirect; a later 401 for another token (after a login in this tab or in another one,
   * which share the stored token) is handled again.
   */
  let handledToken: string | null | undefined;

  /** How a failure is handled: `quiet` shows no message, `signingOut` does nothing at all (see RequestOptions). */
  type Handling = Pick<RequestOptions, "quiet" | "signingOut">;

  function apply(outcome: Outcome, code: number, sentToken: string | null, handling: Handling = {}): ApiError | null {
    if (outcome.kind === "pass") return null;
    if (handling.signingOut) return new ApiError(outcome.kind === "unauthorized" ? 401 : code, outcome.message);
    if (outcome.kind === "unauthorized") {
      // A late 401 for a token that is no longer the stored one (a new login since, in this tab or another): that
      // old session is over already, and the new one must not be cleared nor the user sent to login.
      const stored = deps.getToken();
      if (sentToken && stored && stored !== sentToken) return new ApiError(401, outcome.message);
      // A call sent with no token after this tab handled a 401 (no login since): the same ended session, whose one
      // message is already shown — the calls a page still makes while it gives way to the login page (a dictionary,
      // say) must not show it again.
      const sessionAlreadyEnded = !sentToken && handledToken !== undefined;
      if (!sessionAlreadyEnded && sentToken !== handledToken) {
        handledToken = sentToken;
        deps.clearSession();
        if (!deps.isOnLogin()) deps.showError(outcome.message);
        deps.goToLogin();
      }
      return new ApiError(401, outcome.message);
    }
    if (outcome.kind === "locked") {
      // Nothing behind the lock is shown: the lock screen says what to do, no message over it.
      deps.goToLock?.();
      return new ApiError(code, outcome.message);
    }
    if (!handling.quiet) deps.showError(outcome.message);
    return new ApiError(code, outcome.message);
  }

  function envelopeOf(response: AxiosResponse): Envelope<unknown> | null {
    const body: unknown = response.data;
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

  /**
   * Sends a call. With axios loaded, the request leaves synchronously, before this returns (axios has no request
   * interceptors here, so it dispatches at once): a caller that starts a call and then changes React state in the
   * same click gets its request on the wire before React renders that change, not after it (issue 13: with 1,000
   * rows on screen that render took 120–180 ms).
   */
  function request<T>(options: RequestOptions): Promise<Envelope<T>> {
    return loaded ? send<T>(loaded, options) : load().then((ready) => send<T>(ready, options));
  }

  async function send<T>({ axios, instance }: Loaded, options: RequestOptions): Promise<Envelope<T>> {
    const headers: Record<string, string> = {};
    const token = options.noToken ? null : deps.getToken();
    if (token) headers.accessToken = token;
    const method = options.style === "query" ? "GET" : options.style === "putForm" ? "PUT" : "POST";
    let data: unknown;
    const query = options.style === "query" ? options.data : options.params;
    const params = query ? toSearchParams(query) : undefined;
    if (options.style === "body") {
      headers["Content-Type"] = "application/json";
      data = options.data ?? {};
    } else if (options.style === "multipart") {
      // The browser sets the multipart boundary itself.
      const body = new FormData();
      for (const [key, value] of Object.entries(options.data ?? {}))
        if (value instanceof Blob || typeof value === "string") body.append(key, value);
      data = body;
    } else if (options.style !== "query") {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      data = toSearchParams(options.data).toString();
    }
    let response: AxiosResponse;
    try {
      response = await instance.request({
        url: options.url,
        method,
        headers,
        params,
        data,
        signal: options.signal,
        timeout: options.timeout,
        onUploadProgress: options.onUploadProgress
          ? (event) => options.onUploadProgress?.(event.total ? event.loaded / event.total : 0)
          : undefined,
        responseType: options.blob ? "blob" : "json",
      });
    } catch (caught) {
      if (axios.isCancel(caught)) throw caught;
      const error = caught as AxiosError;
      if (error.response) {
        // The code came as the HTTP status; the body may still carry the server's message.
        const body = envelopeOf(error.response);
        const outcome = outcomeForCode(
          body?.code ?? error.response.status,
          body?.message ?? messageOf(error.response.data),
          deps.t,
        );
        const failure = apply(outcome, error.response.status, token, options);
        throw failure ?? new ApiError(error.response.status, error.message);
      }
      const transportCode = error.code === "ECONNABORTED" || error.code === "ETIMEDOUT" ? TIMEOUT_CODE : NETWORK_CODE;
      throw apply(
        outcomeForTransport({ code: error.code, message: error.message }, deps.t),
        transportCode,
        token,
        options,
      );
    }
    if (options.blob || response.data instanceof Blob) return { code: 200, success: true, result: response.data as T };
    const body = envelopeOf(response);
    if (!body) {
      throw apply({ kind: "error", message: deps.t("errors.malformed") }, 500, token, options) as ApiError;
    }
    const failure = apply(outcomeForCode(body.code, body.message, deps.t), body.code, token, options);
    if (failure) throw failure;
    // SPEC §7.4 "Reads success": code 200 with success false is a refusal, shown like any other failure (and, for a
    // quiet call, not shown, like any other failure).
    if (body.success === false)
      throw apply(outcomeForCode(500, body.message, deps.t), body.code, token, options) as ApiError;
    return body as Envelope<T>;
  }

  return {
    request,
    /** Starts loading axios ahead of the first call (e.g. when the user starts typing on the login page). */
    preload: (): void => void load(),
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
    resetUnauthorized: () => {
      handledToken = undefined;
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
