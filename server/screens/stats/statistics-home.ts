import { statisticsHome } from '../../../contract/stats/statistics-home';
import { screenRoutes } from '../../kit/screen';
import { SERIES_NAMES, seriesHandler } from '../../routes/console-stats';

/**
 * Statistics home's charts: one point per day with figures over {startDate, endDate} (at most 366 days). Its cards
 * come from `/console/statistics`, registered beside the session routes because home's dashboard reads it too.
 */
export default screenRoutes(
  'stats/statistics-home',
  { order: 1, title: { 'zh-CN': '统计首页', 'en-US': 'Statistics home' } },
  (r) => {
    for (const name of SERIES_NAMES) {
      // Hand-written: figures computed over a date range, not a table's rows.
      r.post(
        statisticsHome[name],
        { params: '{startDate, endDate}', doc: '[{date, …figures of the day}]' },
        seriesHandler(name),
      );
    }
    r.note('A range over 366 days or reversed answers "统计区间须为1至366天".');
  },
);
