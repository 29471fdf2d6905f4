/**
 * Where a message leads, as stored in `inbox_message.link`: a menu page's key (its component, e.g.
 * `finance/withdraw-orders`) and the query its list opens with — route query fields (`uid=…`, the lists' `fromQuery`)
 * and filters in Refine's URL format (a status tab), as the console's own to-do links write them
 * (src/providers/live/todo-links.ts). The console puts the page's route in front; a page not in the reader's menu
 * leads nowhere.
 */
import { QUEUES } from '../review-queues';

type Values = Readonly<Record<string, string | number>>;

export function consoleLink(page: string, query: Values = {}, filters: Values = {}): string {
  const parts = [
    ...Object.entries(query).map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`),
    ...Object.entries(filters).flatMap(([field, value], index) => [
      `filters[${index}][field]=${encodeURIComponent(field)}`,
      `filters[${index}][operator]=eq`,
      `filters[${index}][value]=${encodeURIComponent(String(value))}`,
    ]),
  ];
  return parts.length ? `${page}?${parts.join('&')}` : page;
}

/** A review queue's page, on its pending tab (the queue's `tab`, lib/review-queues.ts). */
export function queueLink(queue: string, page: string): string {
  return consoleLink(page, {}, QUEUES[queue]?.tab ?? {});
}
