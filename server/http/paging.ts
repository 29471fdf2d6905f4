import { optInt, type Input } from '../lib/input';

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

/** A Spring Data `Page` as Jackson writes it (X-Boot's paged answers): 0-based `number`, rows in `content`. */
export interface SpringPage<T> {
  content: T[];
  pageable: {
    sort: { sorted: boolean; unsorted: boolean; empty: boolean };
    offset: number;
    pageNumber: number;
    pageSize: number;
    paged: boolean;
    unpaged: boolean;
  };
  totalPages: number;
  totalElements: number;
  last: boolean;
  size: number;
  number: number;
  sort: { sorted: boolean; unsorted: boolean; empty: boolean };
  numberOfElements: number;
  first: boolean;
  empty: boolean;
}

export function isPage(value: unknown): value is Page<unknown> {
  if (value === null || typeof value !== 'object') return false;
  const page = value as Partial<Page<unknown>>;
  return Array.isArray(page.records) && typeof page.total === 'number' && typeof page.current === 'number';
}

/** Our page as X-Boot answers it (the request's `pageNumber` is 1-based, the answer's `number` 0-based). */
export function toSpringPage<T>(page: Page<T>): SpringPage<T> {
  const number = page.current - 1;
  const sort = { sorted: false, unsorted: true, empty: true };
  return {
    content: page.records,
    pageable: {
      sort,
      offset: number * page.size,
      pageNumber: number,
      pageSize: page.size,
      paged: true,
      unpaged: false,
    },
    totalPages: page.pages,
    totalElements: page.total,
    last: page.current >= page.pages,
    size: page.size,
    number,
    sort,
    numberOfElements: page.records.length,
    first: number === 0,
    empty: page.records.length === 0,
  };
}
