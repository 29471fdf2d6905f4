import type { KeysOf } from '../../../contract/calls';
import { systemConfig } from '../../../contract/config/system-config';
import { ApiError } from '../../lib/api-error';
import { optString, type Input } from '../../lib/input';
import { screenRoutes } from '../../kit/screen';
import { money, rate, serial, table, text, timestamp } from '../../lib/table';
import { moneyField, textField } from '../../lib/form-input';
import { safeUrl } from '../../lib/safe-url';
import { shanghaiNow } from '../../lib/time';
import { seedRows } from '../../seed/entity-seed';
import { fill, M } from '../../i18n/messages';

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
function rateField<K extends string>(input: Input<K>, field: NoInfer<K>, label: string, max: number): string {
  const value = optString(input, field);
  if (value === undefined) throw new ApiError(fill(M.required, { label }));
  if (!/^\d{1,4}(\.\d{1,4})?$/.test(value) || Number(value) > max)
    throw new ApiError(fill(M.mustBetween0At, { label, max }));
  return value;
}

const values = (input: Input<KeysOf<typeof systemConfig.edit>>) => {
  const row = {
    siteName: textField(input, 'siteName', M.platformName, { required: true, max: 50 }) ?? '',
    logo: safeUrl(textField(input, 'logo', M.platformIcon, { max: 500 }), M.platformIcon) ?? '',
    customerServiceUrl:
      safeUrl(textField(input, 'customerServiceUrl', M.customerServiceLink, { max: 500 }), M.customerServiceLink) ?? '',
    withdrawMinAmount: moneyField(input, 'withdrawMinAmount', M.minimumWithdrawal, { required: true }) ?? '0',
    withdrawMaxAmount: moneyField(input, 'withdrawMaxAmount', M.maximumWithdrawal, { required: true }) ?? '0',
    withdrawFeeRate: rateField(input, 'withdrawFeeRate', M.withdrawalFeeRate, 1),
    usdtRate: rateField(input, 'usdtRate', M.usdtExchangeRate, 1000),
  };
  if (Number(row.withdrawMinAmount) > Number(row.withdrawMaxAmount))
    throw new ApiError(M.minimumWithdrawalCannotLarger);
  return row;
};

/** The basic configuration (SPEC §2.3 system config with its basic-config page; a settings form, fields designed here). */
export default screenRoutes(
  'config/system-config',
  { order: 11, title: { 'zh-CN': '系统配置', 'en-US': 'System configuration' } },
  (r) => {
    r.entity({
      table: config,
      seed: seedRows(config, () => [
        {
          siteName: '会员平台',
          logo: '/static/logo.png',
          customerServiceUrl: 'https://service.example.com/chat',
          withdrawMinAmount: '100.00',
          withdrawMaxAmount: '50000.00',
          withdrawFeeRate: '0.005',
          usdtRate: '7.1',
          updatedTime: '2026-11-01 10:00:00',
        },
      ]),
    });
    r.singleton(
      systemConfig.config,
      systemConfig.edit,
      config,
      (input) => ({ ...values(input), updatedTime: shanghaiNow() }),
      {
        notFound: M.systemConfigurationNotFound,
        params: '{siteName, logo, customerServiceUrl, withdrawMinAmount, withdrawMaxAmount, withdrawFeeRate, usdtRate}',
      },
    );
    r.note('system config is one settings object; the minimum withdrawal may not exceed the maximum.');
  },
);
