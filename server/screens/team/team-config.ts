import { teamConfig } from '../../../contract/team/team-config';
import { screenRoutes } from '../../kit/screen';
import { integer, rate, serial, table, text } from '../../lib/table';
import { validateTeamConfig } from './team-config.rules';
import { M } from '../../i18n/messages';

interface ConfigRow extends Record<string, unknown> {
  upgradeCondition: string;
  upgradeConditionShow: string;
}

const config = table('team_level_config', {
  id: serial(),
  levelName: text(),
  level: integer(),
  userInviteDirectRate: rate({ nullable: true }),
  userInviteIndirectRate: rate({ nullable: true }),
  childLevelProfitRate: rate({ nullable: true }),
  sameLevelProfitRate: rate({ nullable: true }),
  globalProfitRate: rate({ nullable: true }),
  upgradeCondition: text({ default: "'{}'" }),
  upgradeConditionShow: text({ default: "'[]'" }),
  status: integer({ default: '1' }),
  type: integer({ default: '1' }),
});

/** Team level configuration. */
export default screenRoutes(
  'team/team-config',
  { order: 1, title: { 'zh-CN': '合伙人等级配置', 'en-US': 'Partner level configuration' } },
  (r) => {
    r.entity({ table: config, existing: 'schema v1' });

    r.list(teamConfig.list, {
      from: 'team_level_config',
      select: config.select(),
      order: 'level, id',
      paging: false,
      map: (row) => ({
        ...row,
        upgradeCondition: JSON.parse((row as ConfigRow).upgradeCondition) as unknown,
        upgradeConditionShow: JSON.parse((row as ConfigRow).upgradeConditionShow) as unknown,
      }),
      doc: 'array of team level configs (SPEC §3), `upgradeCondition` an object, `upgradeConditionShow` an array',
    });

    r.save(
      teamConfig.configSave,
      config,
      (input) => {
        const c = validateTeamConfig(input);
        return {
          ...c,
          id: undefined,
          upgradeCondition: JSON.stringify(c.upgradeCondition),
          upgradeConditionShow: JSON.stringify(c.upgradeConditionShow),
        };
      },
      {
        notFound: M.levelConfigurationNotFound,
        params: 'SPEC §7.4 (the level config fields, `upgradeCondition`, `upgradeConditionShow`, status)',
        doc: 'validates levelName 1–15 chars, level 0–6, globalProfitRate only at level 6 → the id',
      },
    );

    r.deleteById(teamConfig.configDelete, config, { notFound: M.levelConfigurationNotFound, params: '{id}' });

    r.note(
      '`configSave` permission: `edit` when an id is sent, `add` otherwise. Messages: ' +
        `"${M.levelNameRequired}", "${M.levelNameCannotLonger}", "${M.levelRequired}", "${M.levelMustWholeNumber}", "<field label>不能超过9个字符", "<field ` +
        `label>必须为非负数字", "${M.globalDividendRateCan}" (a non-zero globalProfitRate below level 6; a zero ` +
        `or null one is stored as null), "${M.upgradeConditionTextCannot}" (the lines joined with ','), ` +
        `"${M.statusMust12}". \`upgradeConditionShow\` may be an array or a comma-separated string; ` +
        `\`realnameAuth\` is stored as 1/0. Several configs may share a level. Unknown id: "${M.levelConfigurationNotFound}".`,
    );
  },
);
