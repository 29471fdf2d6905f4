import type { KeysOf } from '../../../contract/calls';
import { systemParams } from '../../../contract/config/system-params';
import { ApiError } from '../../lib/api-error';
import type { Queryable } from '../../db/types';
import { optEnum, optInt, optString, type Input } from '../../lib/input';
import { contains, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { integer, serial, table, text, timestamp } from '../../lib/table';
import { textField } from '../../lib/form-input';
import { shanghaiNow } from '../../lib/time';
import { seedRows } from '../../seed/entity-seed';
import { baseDateMs, DAY_MS, seedTime } from '../../seed/dates';
import { checkParamValue, VALUE_TYPES } from './system-params.rules';
import { M } from '../../i18n/messages';

const param = table('sys_parameter', {
  id: serial(),
  paramKey: text(),
  paramName: text(),
  valueType: integer(),
  paramValue: text(),
  remark: text({ default: "''" }),
  createdTime: timestamp(),
});

const SEED: readonly [string, string, number, string][] = [
  ['sign.daily.score', '每日签到积分', 0, '10'],
  ['withdraw.fee.rate', '提现手续费率', 1, '0.005'],
  ['service.hotline', '客服热线', 2, '400-000-0000'],
  ['withdraw.start.time', '每日提现开始时间', 3, '09:00:00'],
  ['withdraw.end.time', '每日提现结束时间', 3, '21:00:00'],
  ['activity.end.date', '活动截止日期', 4, '2026-12-31'],
  ['invite.reward.score', '邀请奖励积分', 0, '50'],
  ['usdt.rate', 'USDT 汇率', 1, '7.1'],
  ['app.share.title', '分享标题', 2, '邀请你加入会员平台'],
  ['shop.open.deposit', '开店保证金', 1, '1000.00'],
  ['settle.time', '每日结算时间', 3, '00:30:00'],
  ['season.start.date', '赛季开始日期', 4, '2026-11-01'],
];

/** The editable fields; the value is checked against the type it is saved with (the row's, on a partial edit). */
async function values(db: Queryable, input: Input<KeysOf<typeof systemParams.save>>, id?: number) {
  const valueType = optEnum(input, 'valueType', VALUE_TYPES);
  const paramValue = optString(input, 'paramValue');
  let type = valueType;
  if (id !== undefined && type === undefined) {
    const [row] = await db.query<{ valueType: number }>(
      'SELECT value_type AS "valueType" FROM sys_parameter WHERE id = $1',
      [id],
    );
    type = row?.valueType as typeof valueType;
  }
  if (id === undefined && type === undefined) throw new ApiError(M.chooseValueType);
  if (id === undefined && paramValue === undefined) throw new ApiError(M.valueRequired);
  if (type !== undefined && paramValue !== undefined) checkParamValue(type, paramValue);
  if (id !== undefined && valueType !== undefined && paramValue === undefined) throw new ApiError(M.valueRequired);
  return {
    paramKey: textField(input, 'paramKey', M.parameterKey, { required: id === undefined, max: 100 }),
    paramName: textField(input, 'paramName', M.parameterName, { required: id === undefined, max: 50 }),
    valueType,
    paramValue,
    remark: textField(input, 'remark', M.remark, { max: 200 }),
  };
}

/** System parameters, typed by the parameter-value-type dictionary; the value is validated by its type (SPEC §4). */
export default screenRoutes(
  'config/system-params',
  { order: 12, title: { 'zh-CN': '系统参数配置', 'en-US': 'System parameters' } },
  (r) => {
    r.entity({
      table: param,
      migrations: [
        {
          id: 'sys_parameter:unique-key',
          sql: 'CREATE UNIQUE INDEX sys_parameter_key_idx ON sys_parameter(param_key)',
        },
      ],
      seed: seedRows(param, () =>
        [...SEED.entries()].map(([index, [key, name, type, value]]) => ({
          paramKey: key,
          paramName: name,
          valueType: type,
          paramValue: value,
          remark: name,
          createdTime: seedTime(baseDateMs() - index * DAY_MS),
        })),
      ),
    });
    r.list(systemParams.list, {
      from: 'sys_parameter p',
      select: param.select('p'),
      filters: {
        paramKey: contains('p.param_key'),
        paramName: contains('p.param_name'),
        valueType: oneOf('p.value_type', VALUE_TYPES),
      },
      order: 'p.id ASC',
    });
    r.create(
      systemParams.save,
      param,
      async (input, { db }) => {
        const row = await values(db, input);
        return { ...row, createdTime: shanghaiNow() };
      },
      { params: '{paramKey, paramName, valueType, paramValue, remark}' },
    );
    r.update(
      systemParams.update,
      param,
      async (input, { db }) => {
        const id = optInt(input, 'id', 1) ?? 0;
        const row = await values(db, input, id);
        return row;
      },
      { notFound: M.parameterNotFound, params: '{id, …fields}' },
    );
    r.deleteById(systemParams.delete, param, { notFound: M.parameterNotFound, params: '{id}' });
    r.note(
      'a parameter value is checked against its value type (0 integer, 1 float, 2 string ≤ 500, 3 HH:mm:ss, 4 yyyy-MM-dd); the key is unique.',
    );
  },
);
