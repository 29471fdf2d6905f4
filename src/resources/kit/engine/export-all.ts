/**
 * Export of every row matching the list's filters where the server's streamed export cannot write it
 * (docs/decisions/lists.md "Export"): the list call itself, page after page, so it works against any back end (X-Boot
 * has no export call). At most EXPORT_CAP rows: a larger total is refused before anything is read. Cancelling stops
 * before the next page.
 */
import { EXPORT_CAP } from "@contract/csv-encoding";

/** The most rows one export reads (the server's export refuses above it too); the user is told before it starts. */
export { EXPORT_CAP };
/** Rows per list call while exporting (the contract server accepts up to 1,000). */
export const EXPORT_PAGE_SIZE = 500;

export interface FetchedPage<T> {
  data: T[];
  total: number;
  /** The page the back end answered with, when it says (the data provider steps back from an empty page). */
  currentPage?: number;
}

export type PageReader<T> = (page: number, pageSize: number) => Promise<FetchedPage<T>>;

export class ExportCancelled extends Error {
  constructor() {
    super("export cancelled");
    this.name = "ExportCancelled";
  }
}

/**
 * Every row, starting from the first page already read (which gave the total): pages 2… until the total is reached,
 * a page comes back short or empty, or the back end answers another page than asked (rows removed meanwhile).
 */
export async function readAllRows<T>(
  readPage: PageReader<T>,
  first: FetchedPage<T>,
  options: { pageSize?: number; onProgress?: (fetched: number) => void; signal?: AbortSignal } = {},
): Promise<T[]> {
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  const rows = [...first.data];
  options.onProgress?.(rows.length);
  const pages = Math.ceil(Math.min(first.total, EXPORT_CAP) / pageSize);
  for (let page = 2; page <= pages && first.data.length === pageSize; page += 1) {
    if (options.signal?.aborted) throw new ExportCancelled();
    const next = await readPage(page, pageSize);
    if (options.signal?.aborted) throw new ExportCancelled();
    if (next.currentPage !== undefined && next.currentPage !== page) break;
    rows.push(...next.data);
    options.onProgress?.(rows.length);
    if (next.data.length < pageSize) break;
  }
  return rows.slice(0, EXPORT_CAP);
}
