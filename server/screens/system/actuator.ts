import { ApiError } from '../../http/envelope';
import { requestSummary } from '../../http/request-stats';
import { screenRoutes } from '../../kit/screen';
import { health, info, metric, METRIC_NAMES } from '../../lib/actuator';
import { runtimeSample } from '../../lib/runtime-metrics';

/** Runtime monitor: Spring-Actuator-shaped health, info and metrics of this server, in the usual envelope. */
export default screenRoutes(
  'system/actuator',
  { order: 12, title: { 'zh-CN': '运行监控', 'en-US': 'Runtime monitor' } },
  (r) => {
    r.get(
      '/xboot/actuator/health',
      { doc: '{status: UP|DOWN, components: {db: {status, details: {database, validationQuery, latencyMs}}, ping}}' },
      async ({ db }) => health(db),
    );
    r.get(
      '/xboot/actuator/info',
      { doc: '{app: {name, version, description}, runtime, process, database}' },
      async ({ db }) => info(db),
    );
    r.get('/xboot/actuator/metrics', { doc: '{names: [...]}' }, async () => ({ names: METRIC_NAMES }));
    r.get(
      '/xboot/actuator/metrics/:name',
      {
        doc: '{name, description, baseUnit, measurements: [{statistic, value}], availableTags}; unknown: 404 "指标不存在"',
      },
      async ({ db, c }) => {
        const found = metric(c.req.param('name') ?? '', await runtimeSample(db, requestSummary(c)));
        if (!found) throw new ApiError('指标不存在', 404);
        return found;
      },
    );
    r.note(
      'actuator: health is DOWN when the database does not answer SELECT 1 within 2 s (still HTTP 200, the envelope as everywhere).',
    );
  },
);
