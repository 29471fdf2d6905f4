/**
 * The wire's contract, as the http client's tests see it: a request answers every HTTP status (the client reads the
 * code from the body or the status, SPEC §8) and fails only when no answer came — a timeout, the network, or the
 * caller's abort. In the browser the wire is axios's XMLHttpRequest adapter (http.ts); a test hands in its own wire
 * (a fake, or fetch in Node), which `adapterFor` turns into an axios adapter for the same instance.
 */
import { AxiosError, CanceledError, type AxiosAdapter } from "axios";

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

/** A test's wire as an axios adapter: what it answers settles the call; a timeout, the network or an abort rejects. */
export function adapterFor(transport: Transport): AxiosAdapter {
  return async (config) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(config.headers.toJSON()))
      if (typeof value === "string") headers[name] = value;
    // As axios's XMLHttpRequest adapter does: the browser writes a multipart body's Content-Type with its boundary.
    if (config.data instanceof FormData) delete headers["Content-Type"];
    const report = config.onUploadProgress;
    try {
      const answer = await transport({
        method: (config.method ?? "get").toUpperCase() as Method,
        url: `${config.baseURL ?? ""}${config.url ?? ""}`,
        headers,
        body: config.data as string | FormData | undefined,
        timeout: config.timeout ?? 0,
        signal: config.signal as AbortSignal | undefined,
        blob: config.responseType === "blob",
        onUploadProgress: report
          ? (fraction) =>
              report({ loaded: fraction, total: 1, progress: fraction, bytes: 0, lengthComputable: true, upload: true })
          : undefined,
      });
      return { data: answer.data, status: answer.status, statusText: "", headers: {}, config };
    } catch (error) {
      if (isAbort(error)) throw new CanceledError(undefined, undefined, config);
      if (error instanceof TransportError)
        throw new AxiosError(
          error.message,
          error.code === "timeout" ? AxiosError.ETIMEDOUT : AxiosError.ERR_NETWORK,
          config,
        );
      throw error;
    }
  };
}
