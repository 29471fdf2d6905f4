/**
 * The wire's contract, as the http client's tests see it: a request answers every HTTP status (the client reads the
 * code from the body or the status, SPEC §8) and fails only when no answer came — a timeout, the network, or the
 * caller's abort. In the browser the wire is axios's XMLHttpRequest adapter (http.ts); a test hands in its own wire
 * (a fake, or fetch in Node) and http.ts plugs it into the same axios instance.
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
