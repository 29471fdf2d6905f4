import { optInt, type Input } from './input';

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

const MAX_PAGE = 10_000_000;

/** `page` (1-based, default 1) and `pageSize` (1–1000, default 10). */
export function readPaging(input: Input): Paging {
  const page = optInt(input, 'page', 1, MAX_PAGE) ?? optInt(input, 'pageNumber', 1, MAX_PAGE) ?? 1;
  const pageSize = optInt(input, 'pageSize', 1, 1000) ?? 10;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export function toPage<T>(records: T[], total: number, paging: Paging): Page<T> {
  return { records, total, current: paging.page, size: paging.pageSize, pages: Math.ceil(total / paging.pageSize) };
}
