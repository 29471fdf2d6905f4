import { screenRoutes } from '../../kit/screen';
import { SERIES_PATHS, seriesHandler } from '../../routes/console-stats';

/**
 * Statistics home's charts: one point per day with figures over {startDate, endDate} (at most 366 days). Its cards
 * come from `/console/statistics`, registered beside the session routes because home's dashboard reads it too.
 */
export default screenRoutes(
  'stats/statistics-home',
  { order: 1, title: { 'zh-CN': '统计首页', 'en-US': 'Statistics home' } },
  (r) => {
    for (const path of SERIES_PATHS) {
      r.post(path, { params: '{startDate, endDate}', doc: '[{date, …figures of the day}]' }, seriesHandler(path));
    }
    r.note('A range over 366 days or reversed answers "统计区间须为1至366天".');
  },
);
