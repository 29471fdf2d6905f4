import { teamList } from '../../../contract/team/team-list';
import { contains, eq, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { MEMBERS_KEPT } from '../../kit/kept-tables';
import { integer, serial, table, text, timestamp } from '../../lib/table';
import { LEADER_SAMPLE, MEMBER_FROM as FROM, MEMBER_ROW } from './team-list.members';

/** A change of a member's partner level: 1 upgrade (conditions met), 2 downgrade, 3 set by staff. */
const levelRecord = table('team_level_record', {
  id: serial(),
  memberId: integer({ references: 'member(id)' }),
  beforeLevel: integer(),
  afterLevel: integer(),
  changeType: integer(),
  remark: text({ default: "''" }),
  createdTime: timestamp(),
});

/**
 * Every member above level 0 climbed one level at a time (3 days apart after registering); every fifth of them
 * was once downgraded a week later and restored by staff the day after.
 */
const SEED = `
INSERT INTO team_level_record (member_id, before_level, after_level, change_type, remark, created_time)
SELECT m.id, k - 1, k, 1, '升级条件达成', m.register_time + k * interval '3 days'
  FROM member m, generate_series(1, m.team_level) k;
INSERT INTO team_level_record (member_id, before_level, after_level, change_type, remark, created_time)
SELECT m.id, m.team_level, m.team_level - 1, 2, '团队业绩未达标', m.register_time + (m.team_level * 3 + 7) * interval '1 day'
  FROM member m WHERE m.team_level > 0 AND m.id % 5 = 0;
INSERT INTO team_level_record (member_id, before_level, after_level, change_type, remark, created_time)
SELECT m.id, m.team_level - 1, m.team_level, 3, '人工恢复等级', m.register_time + (m.team_level * 3 + 8) * interval '1 day'
  FROM member m WHERE m.team_level > 0 AND m.id % 5 = 0`;

/** The team list (SPEC §2.9) and its level-update-record dialog. */
export default screenRoutes(
  'team/team-list',
  { order: 2, title: { 'zh-CN': '团队列表', 'en-US': 'Team list' } },
  (r) => {
    r.entity({
      table: levelRecord,
      migrations: [
        {
          id: 'team_level_record:member-idx',
          sql: 'CREATE INDEX team_level_record_member_idx ON team_level_record(member_id, created_time)',
        },
      ],
      seed: (db) => db.exec(SEED),
    });

    r.list(teamList.list, {
      from: FROM,
      select: MEMBER_ROW,
      filters: {
        userId: eq('m.id', 'int', { field: 'memberId' }),
        phone: contains('m.phone', { field: 'memberPhone' }),
        teamLevel: oneOf('m.team_level', [0, 1, 2, 3, 4, 5, 6]),
      },
      order: 'm.id',
      ...MEMBERS_KEPT,
      doc: 'records of team member rows',
    });

    r.list(teamList.levelRecords, {
      from: 'team_level_record r JOIN member m ON m.id = r.member_id',
      select: `${levelRecord.select('r')}, m.real_name AS "memberName"`,
      filters: { userId: eq('r.member_id', 'int', { field: 'memberId', required: true, sample: LEADER_SAMPLE }) },
      order: 'r.created_time DESC, r.id DESC',
      doc: "records of a member's level changes, newest first: `beforeLevel`, `afterLevel`, `changeType`, `remark`",
    });

    r.note(
      'Team member rows: `id` = `memberId` = the member id; `teamLevelName` is the name of the ' +
        'config for that level. `teamLevelRecord` needs `userId` (a member id); `changeType` 1 upgrade (conditions ' +
        'met), 2 downgrade, 3 set by staff.',
    );
  },
);
