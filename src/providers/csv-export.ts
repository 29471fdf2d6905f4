/**
 * The server-side CSV export (docs/decisions/lists.md "Export"): `POST /admin-api/export/csv` with the list call
 * (path and parameters, as the list sends them) and the columns, answered as a `text/csv` stream with the row total
 * in `X-Total-Count`. Read with fetch (a ReadableStream: rows are counted as they arrive) and the session headers
 * every call sends. A back end without the route (HTTP 404, or a code-404 envelope: X-Boot) answers `missing`,
 * quietly, and is not asked again while the same session lasts: the caller reads the list page by page instead.
 * Any other refusal (the cap, a permission) is shown and rejects, as for any call.
 */
import { extras } from "@contract/console/extras";
import type { CsvColumnSpec } from "@contract/csv-encoding";
import { ApiError, type HttpClient, type Params } from "./http";
import { parseBody } from "./transport";

export interface CsvExportRequest {
  /** The list call's path and parameters without paging (listRequestOf). */
  path: string;
  params: Params;
  columns: CsvColumnSpec[];
  fileName: string;
}

export type CsvExportAnswer = { kind: "missing" } | { kind: "file"; total: number; body: ReadableStream<Uint8Array> };

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

const NOT_FOUND = 404;

const isNotFoundEnvelope = (body: unknown): boolean =>
  typeof body === "object" && body !== null && (body as { code?: unknown }).code === NOT_FOUND;

export function createCsvExport(http: Pick<HttpClient, "fetchSession">, fetchFn: Fetch) {
  /** The session (its token) for which the back end was found without the route; asked again after a new log-in. */
  let missingFor: string | null | undefined;

  async function open(request: CsvExportRequest, signal?: AbortSignal): Promise<CsvExportAnswer> {
    const session = http.fetchSession({ style: extras.exportCsv.style, url: extras.exportCsv.path });
    const token = session.headers.accessToken ?? null;
    // Known to lack the route in this session: page by page at once.
    if (missingFor !== undefined && missingFor === token) return { kind: "missing" };
    let response: Response;
    try {
      response = await fetchFn(session.url, {
        method: "POST",
        headers: { ...session.headers, "Content-Type": "application/json", Accept: "text/csv, application/json" },
        body: JSON.stringify(request),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      session.read(null);
      throw error;
    }
    const type = response.headers.get("content-type") ?? "";
    if (response.ok && type.startsWith("text/csv") && response.body) {
      const total = Number(response.headers.get("X-Total-Count"));
      return { kind: "file", total: Number.isFinite(total) ? total : 0, body: response.body };
    }
    const body = parseBody(await response.text());
    if (response.status === NOT_FOUND || isNotFoundEnvelope(body)) {
      missingFor = token;
      return { kind: "missing" };
    }
    session.read({ status: response.status, data: body });
    // An envelope saying success where a file was expected: not this console's server.
    throw new ApiError(500, "malformed export answer");
  }

  return { open };
}

export type CsvExport = ReturnType<typeof createCsvExport>;

/**
 * Reads the file's stream to its end: its bytes, and the rows read so far after each chunk (line ends outside quoted
 * cells, less the header). An abort cancels the stream and rejects.
 */
export async function readCsvStream(
  body: ReadableStream<Uint8Array>,
  onRows: (rows: number) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const chunks: Uint8Array[] = [];
  let lines = 0;
  let quoted = false;
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener("abort", cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal?.aborted) throw new DOMException("The export was cancelled", "AbortError");
      if (done) break;
      chunks.push(value);
      const text = decoder.decode(value, { stream: true });
      for (let i = 0; i < text.length; i += 1) {
        const char = text[i];
        if (char === '"') quoted = !quoted;
        else if (char === "\n" && !quoted) lines += 1;
      }
      onRows(Math.max(lines - 1, 0));
    }
  } finally {
    signal?.removeEventListener("abort", cancel);
  }
  return new Blob(chunks as BlobPart[], { type: "text/csv;charset=utf-8" });
}
