import { monitor } from '../../../contract/system/monitor';
import { requestSummary } from '../../http/request-stats';
import { screenRoutes } from '../../kit/screen';
import { runtimeSample } from '../../lib/runtime-metrics';

/** System monitor: one sample of the server's real runtime per call; the console polls it and draws the series. */
export default screenRoutes(
  'system/monitor',
  { order: 11, title: { 'zh-CN': '系统监控', 'en-US': 'System monitor' } },
  (r) => {
    // Hand-written: the server process's own figures, not a table.
    r.get(
      monitor.runtime,
      {
        consoleOnly: 'the runtime monitor (X-Boot’s monitor page frames a URL)',
        doc: '{timestamp, startedAt, uptimeSeconds, node, cpu: {percent, cores}, memory: {rss, heapUsed, heapTotal, external} (bytes), eventLoop: {p50Ms, p99Ms, maxMs, meanMs} | null, database: {kind, reachable, latencyMs, sizeBytes}, requests: {since, total, lastMinute, endpoints: [{method, endpoint, total, lastMinute}]}} — figures {count, errors, meanMs}',
      },
      async ({ db, c }) => runtimeSample(db, requestSummary(c)),
    );
    r.note(
      'monitor: CPU and event-loop delay cover the time since the previous sample (at least 1 s); requests are every /admin-api call of this instance counted by declared route (ids as `:id`), unmatched paths in one row, at most 500 rows; an error is any answer whose code is not 200.',
    );
  },
);
