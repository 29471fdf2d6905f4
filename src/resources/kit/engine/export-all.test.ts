import { describe, expect, it } from "vitest";
import { EXPORT_CAP, ExportCancelled, readAllRows, type FetchedPage } from "./export-all";

/** A back end holding `total` numbered rows, answering pages like the list calls do. */
function backEnd(total: number) {
  const asked: number[] = [];
  const read = async (page: number, size: number): Promise<FetchedPage<number>> => {
    asked.push(page);
    const start = (page - 1) * size;
    return { data: Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => start + i), total };
  };
  return { read, asked };
}

describe("readAllRows", () => {
  it("reads page after page until every matching row is there, reporting progress", async () => {
    const { read, asked } = backEnd(23);
    const progress: number[] = [];
    const rows = await readAllRows(read, await read(1, 10), { pageSize: 10, onProgress: (n) => progress.push(n) });
    expect(rows).toEqual(Array.from({ length: 23 }, (_, i) => i));
    expect(asked).toEqual([1, 2, 3]);
    expect(progress).toEqual([10, 20, 23]);
  });

  it("stops when the back end answers another page than asked (it stepped back: rows removed meanwhile)", async () => {
    const { read } = backEnd(30);
    const stepping = async (page: number, size: number) =>
      page === 3 ? { ...(await read(2, size)), currentPage: 2 } : { ...(await read(page, size)), currentPage: page };
    const rows = await readAllRows(stepping, await read(1, 10), { pageSize: 10 });
    expect(rows).toHaveLength(20);
    expect(new Set(rows).size).toBe(20);
  });

  it("never reads past the cap", async () => {
    const { read, asked } = backEnd(EXPORT_CAP + 5000);
    const rows = await readAllRows(read, await read(1, 5000), { pageSize: 5000 });
    expect(rows).toHaveLength(EXPORT_CAP);
    expect(Math.max(...asked)).toBe(EXPORT_CAP / 5000);
  });

  it("a cancel stops it before the next page", async () => {
    const { read, asked } = backEnd(100);
    const controller = new AbortController();
    const reading = readAllRows(read, await read(1, 10), {
      pageSize: 10,
      signal: controller.signal,
      onProgress: (n) => n >= 30 && controller.abort(),
    });
    await expect(reading).rejects.toBeInstanceOf(ExportCancelled);
    expect(asked).toEqual([1, 2, 3]);
  });
});
