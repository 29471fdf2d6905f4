import { systemConfig } from '../../../contract/config/system-config';
import { ApiError } from '../../lib/api-error';
import { optString, type Input } from '../../lib/input';
import { screenRoutes } from '../../kit/screen';
import { money, rate, serial, table, text, timestamp } from '../../lib/table';
import { moneyField, textField } from '../../lib/form-input';
import { safeUrl } from '../../lib/safe-url';
import { shanghaiNow } from '../../lib/time';

/** One row: the platform's basic configuration. */
const config = table('sys_basic_config', {
  id: serial(),
  siteName: text(),
  logo: text({ default: "''" }),
  customerServiceUrl: text({ default: "''" }),
  withdrawMinAmount: money({ default: '0' }),
  withdrawMaxAmount: money({ default: '0' }),
  withdrawFeeRate: rate({ default: '0' }),
  usdtRate: rate({ default: '7' }),
  updatedTime: timestamp(),
});

/** A rate with at most 4 decimals within [0, max]; kept as a string. */
function rateField(input: Input, field: string, label: string, max: number): string {
  const value = optString(input, field);
  if (value === undefined) throw new ApiError(`${label}不能为空`);
  if (!/^\d{1,4}(\.\d{1,4})?$/.test(value) || Number(value) > max)
    throw new ApiError(`${label}必须在 0–${max} 之间（最多4位小数）`);
  return value;
}

const values = (input: Input) => {
  const row = {
    siteName: textField(input, 'siteName', '平台名称', { required: true, max: 50 }) ?? '',
    logo: safeUrl(textField(input, 'logo', '平台图标', { max: 500 }), '平台图标') ?? '',
    customerServiceUrl: safeUrl(textField(input, 'customerServiceUrl', '客服链接', { max: 500 }), '客服链接') ?? '',
    withdrawMinAmount: moneyField(input, 'withdrawMinAmount', '单笔最低提现', { required: true }) ?? '0',
    withdrawMaxAmount: moneyField(input, 'withdrawMaxAmount', '单笔最高提现', { required: true }) ?? '0',
    withdrawFeeRate: rateField(input, 'withdrawFeeRate', '提现手续费率', 1),
    usdtRate: rateField(input, 'usdtRate', 'USDT 汇率', 1000),
  };
  if (Number(row.withdrawMinAmount) > Number(row.withdrawMaxAmount))
    throw new ApiError('单笔最低提现不能大于单笔最高提现');
  return row;
};

/** The basic configuration (SPEC §2.3 system config with its basic-config page; a settings form, fields designed here). */
export default screenRoutes(
  'config/system-config',
  { order: 11, title: { 'zh-CN': '系统配置', 'en-US': 'System configuration' } },
  (r) => {
    r.entity({
      table: config,
      seed: async (db) => {
        await db.query(
          `INSERT INTO sys_basic_config (site_name, logo, customer_service_url, withdraw_min_amount, withdraw_max_amount,
         withdraw_fee_rate, usdt_rate, updated_time) VALUES ($1, $2, $3, $4, $5, $6, $7, '2026-11-01 10:00:00')`,
          ['会员平台', '/static/logo.png', 'https://service.example.com/chat', '100.00', '50000.00', '0.005', '7.1'],
        );
      },
    });
    r.singleton(
      systemConfig.config,
      systemConfig.edit,
      config,
      (input) => ({ ...values(input), updatedTime: shanghaiNow() }),
      {
        notFound: '系统配置不存在',
        params: '{siteName, logo, customerServiceUrl, withdrawMinAmount, withdrawMaxAmount, withdrawFeeRate, usdtRate}',
      },
    );
    r.note('system config is one settings object; the minimum withdrawal may not exceed the maximum.');
  },
);
