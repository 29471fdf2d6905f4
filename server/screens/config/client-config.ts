import type { KeysOf } from '../../../contract/calls';
import { clientConfig } from '../../../contract/config/client-config';
import { optEnum, type Input } from '../../lib/input';
import { contains, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { integer, serial, table, text, timestamp } from '../../lib/table';
import { textField } from '../../lib/form-input';
import { shanghaiNow } from '../../lib/time';
import { seedRows } from '../../seed/entity-seed';
import { baseDateMs, DAY_MS, seedTime } from '../../seed/dates';
import { M } from '../../i18n/messages';

const switches = table('switch_configuration', {
  id: serial(),
  name: text(),
  switchKey: text(),
  status: integer({ default: '1' }),
  remark: text({ default: "''" }),
  createdTime: timestamp(),
});

const SEED: readonly [string, string][] = [
  ['注册开关', 'register'],
  ['登录短信验证', 'loginSms'],
  ['实名认证', 'realnameAuth'],
  ['充值入口', 'recharge'],
  ['提现入口', 'withdraw'],
  ['USDT 充值', 'usdtRecharge'],
  ['积分商城', 'scoreMall'],
  ['店铺入口', 'shop'],
  ['邀请码必填', 'inviteCodeRequired'],
  ['新闻中心', 'news'],
  ['客服入口', 'customerService'],
  ['夜间模式', 'darkMode'],
];

const values = (input: Input<KeysOf<typeof clientConfig.save>>, required: boolean) => ({
  name: textField(input, 'name', M.switchName, { required, max: 50 }),
  switchKey: textField(input, 'switchKey', M.switchKey, { required, max: 50 }),
  status: optEnum(input, 'status', [1, 2]),
  remark: textField(input, 'remark', M.remark, { max: 200 }),
});

/** Client feature switches (SPEC §2.3 client config; the switch dictionary 1 on / 2 disabled; fields designed here). */
export default screenRoutes(
  'config/client-config',
  { order: 2, title: { 'zh-CN': '客户端配置', 'en-US': 'Client settings' } },
  (r) => {
    r.entity({
      table: switches,
      migrations: [
        {
          id: 'switch_configuration:unique-key',
          sql: 'CREATE UNIQUE INDEX switch_configuration_key_idx ON switch_configuration(switch_key)',
        },
      ],
      seed: seedRows(switches, () =>
        [...SEED.entries()].map(([index, [name, key]]) => ({
          name,
          switchKey: key,
          status: index % 5 === 4 ? 2 : 1,
          remark: `客户端${name}`,
          createdTime: seedTime(baseDateMs() - index * DAY_MS),
        })),
      ),
    });
    r.list(clientConfig.list, {
      from: 'switch_configuration s',
      select: switches.select('s'),
      filters: { name: contains('s.name'), switchKey: contains('s.switch_key'), status: oneOf('s.status', [1, 2]) },
      order: 's.id ASC',
    });
    r.create(
      clientConfig.save,
      switches,
      async (input) => {
        const row = values(input, true);
        return { ...row, createdTime: shanghaiNow() };
      },
      { params: '{name, switchKey, status, remark}' },
    );
    r.update(clientConfig.update, switches, async (input) => values(input, false), {
      notFound: M.switchNotFound,
      params: '{id, …fields}',
    });
    r.deleteById(clientConfig.del, switches, { notFound: M.switchNotFound, params: '{id}' });
    r.note(`a switch key is unique: a duplicate answers "${M.switchKeyAlreadyExists}".`);
  },
);
