import { actuator as calls } from '../../../contract/system/actuator';
import { ApiError } from '../../lib/api-error';
import { requestSummary } from '../../http/request-stats';
import { screenRoutes } from '../../kit/screen';
import { HEALTH, actuator } from '../../kit/xboot-shapes';
import { health, info, metric, METRIC_NAMES } from '../../lib/actuator';
import { runtimeSample } from '../../lib/runtime-metrics';
import { M } from '../../i18n/messages';

/**
 * Runtime monitor: Spring-Actuator-shaped health, info and metrics of this server, in the usual envelope (the bare
 * profile: Actuator's own bodies, as X-Boot exposes Actuator under /xboot/actuator/).
 */
export default screenRoutes(
  'system/actuator',
  { order: 12, title: { 'zh-CN': '运行监控', 'en-US': 'Runtime monitor' } },
  (r) => {
    // Hand-written: the server's own health, not a table.
    r.get(
      calls.health,
      {
        bareAnswer: actuator(HEALTH),
        doc: '{status: UP|DOWN, components: {db: {status, details: {database, validationQuery, latencyMs}}, ping}}',
      },
      async ({ db }) => health(db),
    );
    // Hand-written: the server's own description, not a table.
    r.get(
      calls.info,
      { bareAnswer: actuator(), doc: '{app: {name, version, description}, runtime, process, database}' },
      async ({ db }) => info(db),
    );
    // Hand-written: the server's own metrics, not a table.
    r.get(calls.metricNames, { bareAnswer: actuator(), doc: '{names: [...]}' }, async () => ({
      names: METRIC_NAMES,
    }));
    // Hand-written: the server's own metrics, not a table.
    r.get(
      calls.metric,
      {
        bareAnswer: actuator(),
        doc: `{name, description, baseUnit, measurements: [{statistic, value}], availableTags}; unknown: 404 "${M.metricNotFound}"`,
      },
      async ({ db, c, profile }) => {
        const found = metric(c.req.param('name') ?? '', await runtimeSample(db, requestSummary(c)));
        // Spring Boot Actuator answers a metric it does not have with HTTP 404 and no body (the bare profile).
        if (!found && profile === 'bare') return new Response(null, { status: 404 });
        if (!found) throw new ApiError(M.metricNotFound, 404);
        return found;
      },
    );
    r.note(
      'actuator: health is DOWN when the database does not answer SELECT 1 within 2 s (still HTTP 200, the envelope as everywhere).',
    );
  },
);
