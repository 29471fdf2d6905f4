/**
 * What the http client (http.ts) puts on the wire and reads back, apart from the axios instance: the request a call
 * becomes (method, path and query, headers, body by request style), the call the interceptors carry along, and the
 * envelope read from an answer's body.
 */
import type { InternalAxiosRequestConfig } from "axios";
import type { Envelope, Params, RequestOptions } from "./http-types";

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
export class Call {
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

export const callOf = (config: InternalAxiosRequestConfig | undefined): Call => {
  if (!config?.call) throw new Error("A call that did not go through the console's http client");
  return config.call;
};

export function envelopeOf(body: unknown): Envelope<unknown> | null {
  if (body && typeof body === "object" && "code" in body && typeof (body as { code: unknown }).code === "number") {
    return body as Envelope<unknown>;
  }
  return null;
}

/** A body without an envelope may still carry the server's message. */
export function messageOf(body: unknown): string | undefined {
  if (body && typeof body === "object" && typeof (body as { message?: unknown }).message === "string")
    return (body as { message: string }).message;
  return undefined;
}

/** The axios request for a call: method, path with its query, headers and body by request style. */
export function wire(options: RequestOptions) {
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
