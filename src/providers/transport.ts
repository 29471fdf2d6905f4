/**
 * The wire under the http client: one XMLHttpRequest per call. It answers every HTTP status (the client reads the
 * code from the body or the status, SPEC §8) and fails only when no answer came: a timeout, the network, or the
 * caller's abort.
 *
 * Why not axios (DESIGN.md §2 names "one axios instance"): the console uses none of what axios adds over this —
 * interceptors, config merging, adapters, XSRF cookies, Node support — and axios 1.x was 20.6 KiB gzip of the
 * 350 KiB that home fetched after login (issue 13's goal: 318 KiB). XMLHttpRequest rather than fetch because an upload
 * reports its progress (SPEC §7.2, the app package) and fetch cannot.
 */

export type Method = "GET" | "POST" | "PUT";

export interface WireRequest {
  method: Method;
  /** The whole path with its query string. */
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** Milliseconds; 0 waits as long as it takes. */
  timeout: number;
  signal?: AbortSignal;
  /** A file download: the answer is a Blob, whatever its type. */
  blob: boolean;
  onUploadProgress?: (fraction: number) => void;
}

export interface WireAnswer {
  status: number;
  /** JSON when the body parses as JSON, else its text ('' for none); a Blob for a download. */
  data: unknown;
}

/** No answer came: the call took longer than its timeout, or the request never got through. */
export type TransportFailureCode = "timeout" | "network";

export class TransportError extends Error {
  readonly code: TransportFailureCode;
  constructor(code: TransportFailureCode) {
    super(`No answer: ${code}`);
    this.name = "TransportError";
    this.code = code;
  }
}

export type Transport = (request: WireRequest) => Promise<WireAnswer>;

/** What a call cancelled by its signal rejects with: the same error fetch gives, which nothing shows. */
export const abortError = (): DOMException => new DOMException("The call was cancelled", "AbortError");

export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === "AbortError";

/** A body that is not JSON (a proxy's HTML page, an empty answer) is kept as text: the client calls it malformed. */
export function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends at once: the request is on the wire before this returns, so a caller that starts a call and then changes
 * React state in the same click does not wait for that render (issue 13: 120–180 ms with 1,000 rows on screen).
 */
export const xhrTransport: Transport = (request) =>
  new Promise<WireAnswer>((resolve, reject) => {
    const { signal } = request;
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const cancel = () => xhr.abort();
    const done = () => signal?.removeEventListener("abort", cancel);
    xhr.open(request.method, request.url, true);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = request.timeout;
    xhr.responseType = request.blob ? "blob" : "text";
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, data: request.blob ? (xhr.response as Blob) : parseBody(xhr.responseText) });
    };
    xhr.ontimeout = () => {
      done();
      reject(new TransportError("timeout"));
    };
    xhr.onerror = () => {
      done();
      reject(new TransportError("network"));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    const report = request.onUploadProgress;
    if (report) xhr.upload.onprogress = (event) => report(event.total ? event.loaded / event.total : 0);
    signal?.addEventListener("abort", cancel);
    xhr.send(request.body ?? null);
  });
