import { session } from '../../../contract/session';
import { withdrawOrders } from '../../../contract/finance/withdraw-orders';
import { logs } from '../../../contract/system/logs';
import { bankManagement } from '../../../contract/finance/bank-management';
import { roles } from '../../../contract/system/roles';
import { between, containsAny, flag, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { LOG, springPage } from '../../kit/xboot-shapes';
import { boolean, integer, serial, table, text, timestamp } from '../../lib/table';
import { LOG_TYPE } from '../../lib/audit-log';
import { seedRows } from '../../seed/entity-seed';

/** Written by the server itself (lib/audit-log.ts): every login attempt and every mutating call. */
const log = table('sys_log', {
  id: serial(),
  type: integer(),
  username: text({ default: "''" }),
  page: text({ default: "''" }),
  requestPath: text({ default: "''" }),
  requestParams: text({ default: "''" }),
  ip: text({ default: "''" }),
  userAgent: text({ default: "''" }),
  success: boolean({ default: 'true' }),
  message: text({ default: "''" }),
  costTime: integer({ default: '0' }),
  createTime: timestamp(),
});

const UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
/** Demo history: [type, username, page, path, params, success, message, day]. */
const DEMO: readonly [number, string, string, string, string, boolean, string, string][] = [
  [
    LOG_TYPE.login,
    'admin',
    '',
    session.login.path,
    '{"username":"admin","password":"******"}',
    true,
    '登录成功',
    '2026-11-01',
  ],
  [
    LOG_TYPE.login,
    'operator',
    '',
    session.login.path,
    '{"username":"operator","password":"******"}',
    true,
    '登录成功',
    '2026-11-02',
  ],
  [
    LOG_TYPE.login,
    'operator',
    '',
    session.login.path,
    '{"username":"operator","password":"******"}',
    false,
    '用户名或密码错误',
    '2026-11-03',
  ],
  [
    LOG_TYPE.login,
    'locked',
    '',
    session.login.path,
    '{"username":"locked","password":"******"}',
    false,
    '账户已被禁用',
    '2026-11-04',
  ],
  [
    LOG_TYPE.operation,
    'admin',
    'finance/bank-management',
    bankManagement.update.path,
    '{"id":3,"status":1}',
    true,
    'success',
    '2026-11-05',
  ],
  [
    LOG_TYPE.operation,
    'admin',
    'finance/withdraw-orders',
    withdrawOrders.review.path,
    '{"id":5,"status":2,"remark":null}',
    true,
    'success',
    '2026-11-06',
  ],
  [
    LOG_TYPE.operation,
    'admin',
    'system/roles',
    roles.save.path,
    '{"name":"ROLE_GUEST","description":"访客"}',
    true,
    'success',
    '2026-11-07',
  ],
  [
    LOG_TYPE.operation,
    'operator',
    'finance/withdraw-orders',
    withdrawOrders.review.path,
    '{"id":8,"status":3,"remark":"信息不符"}',
    false,
    '抱歉，您没有该操作权限',
    '2026-11-08',
  ],
];

const PAGE_TITLE = `COALESCE((SELECT p.title FROM permission p WHERE p.component = l.page AND l.page <> '' LIMIT 1), '')`;

/** Logs (SPEC §7.3): login and operation history with type tabs, search and a time range; delete and clear. */
export default screenRoutes('system/logs', { order: 6, title: { 'zh-CN': '日志管理', 'en-US': 'Logs' } }, (r) => {
  r.entity({
    table: log,
    migrations: [
      { id: 'sys_log:time-index', sql: 'CREATE INDEX sys_log_time_idx ON sys_log(create_time DESC, id DESC)' },
      // X-Boot's LogType: 0 operation, 1 login (this table had 2 for operations).
      {
        id: 'sys_log:xboot-type',
        sql: `UPDATE sys_log SET type = 0 WHERE type = 2;
              UPDATE dict_data SET value = '0' WHERE value = '2' AND dict_id IN (SELECT id FROM dict WHERE type = 'logType')`,
      },
    ],
    seed: seedRows(log, () =>
      [...DEMO.entries()].map(([index, [type, username, page, path, params, success, message, day]]) => ({
        type,
        username,
        page,
        requestPath: path,
        requestParams: params,
        ip: `10.0.0.${index + 2}`,
        userAgent: UA,
        success,
        message,
        costTime: 20 + index * 7,
        createTime: `${day} 10:0${index}:00`,
      })),
    ),
  });
  r.list(logs.list, {
    bareAnswer: springPage(LOG),
    from: 'sys_log l',
    // X-Boot's Log fields, then what this server records beside them (page, success, message).
    select: `l.id, ${PAGE_TITLE} AS "name", l.type AS "logType", l.request_path AS "requestUrl",
      'POST' AS "requestType", l.request_params AS "requestParam", l.username, l.ip, '' AS "ipInfo",
      l.user_agent AS "device", l.cost_time AS "costTime", ${log.select('l', ['createTime'])},
      l.page, l.success, l.message`,
    filters: {
      type: oneOf('l.type', [LOG_TYPE.login, LOG_TYPE.operation], { field: 'logType' }),
      // X-Boot: `key` is a required @RequestParam matched in every text of the entry.
      key: containsAny(['l.username', 'l.request_path', 'l.request_params', 'l.ip', 'l.user_agent', PAGE_TITLE], {
        mustSend: true,
        sample: 'withdraw/review',
      }),
      success: flag('l.success'),
      ...between('l.create_time', 'startDate', 'endDate', 'time', { field: 'createTime' }),
    },
    order: 'l.create_time DESC, l.id DESC',
  });
  r.deleteByIds(logs.delByIds, log, { params: '{ids}' });
  // Hand-written: it clears the whole table, not rows named by id.
  r.post(logs.delAll, { doc: 'removes every entry (this call is then recorded)' }, async ({ db }) => {
    await db.query('DELETE FROM sys_log');
    return null;
  });
  r.note(
    'logs: logType 1 login (success and failure, IP, user agent), 0 operation (every POST: page, path, masked params, result, ms).',
  );
});
