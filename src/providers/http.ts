/**
 * The one HTTP client (SPEC §7.1, §8): one axios instance with base /admin-api, a 15 s timeout, the four request
 * styles, the {code, message, success, result} envelope and the error catalogue — whether the code arrives in
 * the body (HTTP 200, as the real back end sends it) or as the HTTP status. Its request interceptor adds the
 * accessToken header; its response interceptor reads every answer and hands each failure to failure-policy.ts,
 * which decides what it does to the session.
 */
import axios, { AxiosError, type AxiosResponse } from "axios";
import { outcomeForCode, outcomeForTransport, STEP_UP_CODE } from "./error-catalogue";
import { ApiError, createFailurePolicy } from "./failure-policy";
import { TAB_HEADER } from "@/lib/tab-id";
import { abortError, adapterFor, isAbort, parseBody, type TransportFailureCode, type WireAnswer } from "./transport";
import type { Envelope, HttpDeps, Params, RequestOptions, UploadOptions } from "./http-types";
import { callOf, envelopeOf, messageOf, wire } from "./http-request";

export { ApiError, isAbsent } from "./failure-policy";
export type { Envelope, HttpDeps, Params, RequestOptions, RequestStyle, UploadOptions } from "./http-types";
export { toSearchParams } from "./http-request";

export const HTTP_TIMEOUT_MS = 15000;
const TIMEOUT_CODE = 408;
const NETWORK_CODE = 0;

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
    // A raw call's answer is the body as sent, envelope or not (Spring Boot Actuator answers without one).
    const raw = (): Envelope<T> => ({ code: 200, success: true, result: answer.data as T });
    if (!body) {
      if (options.raw) return raw();
      throw policy.apply({ kind: "error", message: deps.t("errors.malformed") }, 500, token, options) as ApiError;
    }
    const failure = policy.apply(outcomeForCode(body.code, body.message, deps.t), body.code, token, options);
    if (failure) throw failure;
    // SPEC §7.4 "Reads success": code 200 with success false is a refusal, shown like any other failure (and, for a
    // quiet call, not shown, like any other failure).
    if (body.success === false)
      throw policy.apply(outcomeForCode(500, body.message, deps.t), body.code, token, options) as ApiError;
    return options.raw ? raw() : (body as Envelope<T>);
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
  async function request<T>(options: RequestOptions, steppedUp = false): Promise<Envelope<T>> {
    try {
      const response = await instance.request<Envelope<T>>(wire(options));
      return response.data;
    } catch (error) {
      // A step-up (428): once the user has given a fresh code, the same call goes again, once; refused again after
      // a code, the refusal is shown as any other.
      if (error instanceof ApiError && error.code === STEP_UP_CODE && deps.stepUp) {
        if (steppedUp) deps.showError(error.message);
        else if (await deps.stepUp(error.message)) return request<T>(options, true);
      }
      throw error;
    }
  }

  /**
   * A call the caller makes with fetch (a streamed file, csv-export.ts): its URL and session headers as every other call's,
   * and `read` for an answer that is not the stream — the envelope, or an ApiError the failure policy made of it
   * (shown, a 401 ending the session, as for every other call); `null` when no answer came (the network).
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
