import type { KeysOf } from '../../../contract/calls';
import { levelConfig } from '../../../contract/config/level-config';
import { optInt, type Input } from '../../lib/input';
import { screenRoutes } from '../../kit/screen';
import { integer, money, serial, table, text, timestamp } from '../../lib/table';
import { moneyField, textField } from '../../lib/form-input';
import { safeUrl } from '../../lib/safe-url';
import { shanghaiNow } from '../../lib/time';
import { seedRows } from '../../seed/entity-seed';
import { M } from '../../i18n/messages';

/** One row per member level (the member/partner level dictionary, 0–6). */
const levels = table('member_level_config', {
  id: serial(),
  level: integer(),
  levelName: text(),
  icon: text({ default: "''" }),
  minAssets: money({ default: '0' }),
  dailyWithdrawTimes: integer({ default: '1' }),
  remark: text({ default: "''" }),
  updatedTime: timestamp(),
});

const NAMES = ['普通会员', '一星合伙人', '二星合伙人', '三星合伙人', '四星合伙人', '五星合伙人', '联合创始人'];

const values = (input: Input<KeysOf<typeof levelConfig.update>>) => ({
  levelName: textField(input, 'levelName', M.levelName, { max: 20 }),
  icon: safeUrl(textField(input, 'icon', M.levelIcon, { max: 500 }), M.levelIcon),
  minAssets: moneyField(input, 'minAssets', M.minimumAssets),
  dailyWithdrawTimes: optInt(input, 'dailyWithdrawTimes', 0, 100),
  remark: textField(input, 'remark', M.levelBenefits, { max: 200 }),
  updatedTime: shanghaiNow(),
});

/** Member levels: what each level needs and allows (SPEC §2.3 level config; fields designed here). Edit only. */
export default screenRoutes(
  'config/level-config',
  { order: 4, title: { 'zh-CN': '等级配置', 'en-US': 'Level settings' } },
  (r) => {
    r.entity({
      table: levels,
      migrations: [
        {
          id: 'member_level_config:unique-level',
          sql: 'CREATE UNIQUE INDEX member_level_config_level_idx ON member_level_config(level)',
        },
      ],
      seed: seedRows(levels, () =>
        [...NAMES.entries()].map(([level, name]) => ({
          level,
          levelName: name,
          icon: `/static/levels/level-${level}.png`,
          minAssets: String(level * level * 10000),
          dailyWithdrawTimes: 1 + level,
          remark: `${name}每日可提现 ${1 + level} 次`,
          updatedTime: '2026-11-01 09:00:00',
        })),
      ),
    });
    r.list(levelConfig.list, {
      from: 'member_level_config l',
      select: levels.select('l'),
      order: 'l.level ASC',
      paging: false,
    });
    // The level is the row's identity: not among the values, so it never changes.
    r.update(levelConfig.update, levels, (input) => values(input), {
      notFound: M.levelNotFound,
      params: '{id, levelName, icon, minAssets, dailyWithdrawTimes, remark}',
    });
    r.note('level config has one row per level 0–6 and no add or delete; the level of a row never changes.');
  },
);
