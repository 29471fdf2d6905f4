import { userList } from '../../../contract/members/user-list';
import { between, contains, eq, flag, oneOf, containsName } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { MEMBERS_KEPT } from '../../kit/kept-tables';
import { ACCOUNT } from '../../lib/member-account';
import { shanghaiNow } from '../../lib/time';
import { memberExtraInfo } from './user-list.detail';
import { LEVELS, PROFILE_MIGRATIONS, REALNAME, member } from './user-list.model';
import {
  batchInsertTestMembers,
  freezeMembers,
  memberValues,
  MESSAGES,
  setInviteCodeDisabled,
  updateOne,
} from './user-list.rules';
import { seedMemberProfiles } from './user-list.seed';

/** The columns the list sends (the ID images and review fields stay with the detail and the review screen). */
const LIST_FIELDS = [
  'id',
  'realName',
  'phone',
  'isTest',
  'referrerId',
  'teamLevel',
  'teamUserCount',
  'usdtBalance',
  'rmbBalance',
  'score',
  'inviteCode',
  'inviteCodeDisabled',
  'status',
  'realNameStatus',
  'smsCount',
  'online',
  'lastLoginTime',
  'remark',
  'registerTime',
] as const;

/** The member list (SPEC §2.3 user list, §7.5 "Members" calls; fields not shown, designed here — docs/decisions/members.md). */
export default screenRoutes(
  'members/user-list',
  { order: 1, title: { 'zh-CN': '会员列表', 'en-US': 'Member list' } },
  (r) => {
    r.entity({ table: member, existing: 'schema v1', migrations: PROFILE_MIGRATIONS, seed: seedMemberProfiles });

    r.list(userList.list, {
      // The manual balance and points operations read the member they move (name, current balance) from here too.
      page: [
        'members/user-list',
        'finance/operation-balance',
        'finance/operation-balance-score',
        'members/user-score-records',
      ],
      from: 'member m',
      select: member.select('m', LIST_FIELDS),
      filters: {
        userId: eq('m.id', 'int', { alias: 'id', field: 'id' }),
        phone: contains('m.phone'),
        realName: containsName('m.real_name'),
        inviteCode: contains('m.invite_code'),
        teamLevel: oneOf('m.team_level', LEVELS),
        realNameStatus: oneOf('m.real_name_status', Object.values(REALNAME)),
        status: oneOf('m.status', Object.values(ACCOUNT)),
        isTest: flag('m.is_test'),
        ...between('m.register_time', 'registerStart', 'registerEnd', 'time', { field: 'registerTime' }),
      },
      order: 'm.register_time DESC, m.id DESC',
      ...MEMBERS_KEPT,
      reveal: { id: 'm.id', member: 'm.id' },
      doc: 'members, newest first; balances and points are read-only here (they move through the ledger)',
    });

    // Hand-written: one object gathered from six tables for the detail drawer.
    r.get(
      userList.extraInfo,
      {
        params: 'id',
        doc: 'the detail drawer: profile, referrer, leader, direct count, TRC20 addresses, last 10 wallet changes and points records',
      },
      ({ db, input }) => memberExtraInfo(db, input),
    );

    r.save(userList.save, member, (input, mode, { db }) => memberValues(db, input, mode), {
      notFound: MESSAGES.notFound,
      params: '{id?, phone, realName, teamLevel, isTest, remark, referrerInviteCode (add only)}',
      doc: 'adds a member (no id) or writes the values sent (id): the update-level, update-phone and update-real-name dialogs send {id, one field}',
    });

    // Hand-written: adds many test members with free phone numbers under a prefix.
    r.post(
      userList.batchInsert,
      {
        params: '{count (1–500), phonePrefix (1 + 2–6 digits)}',
        doc: 'adds test members with unique phones → their ids',
      },
      ({ db, input }) => db.transaction((tx) => batchInsertTestMembers(tx, input)),
    );

    // Hand-written: freezes or unfreezes many members at once and answers how many changed.
    r.post(
      userList.freeze,
      { params: '{ids, status: 1 freeze | 0 unfreeze}', doc: '→ how many changed' },
      ({ db, input }) => freezeMembers(db, input),
    );

    // Hand-written: a fixed change (offline, now) no form sends, answered with nothing.
    r.post(
      userList.offline,
      { params: '{id}', doc: 'forces the member offline (the app signs in again)' },
      ({ db, input }) => updateOne(db, input, { online: false, offlineTime: shanghaiNow() }),
    );

    // Hand-written: a fixed change (the counter back to 0) no form sends, answered with nothing.
    r.post(userList.clearSms, { params: '{id}', doc: "resets the member's SMS counter to 0" }, ({ db, input }) =>
      updateOne(db, input, { smsCount: 0 }),
    );

    // Hand-written: the flag arrives as `disabled` 1/0 (a missing one disables), answered with nothing.
    r.post(
      userList.inviteCode,
      { params: '{id, disabled: 1 | 0}', doc: 'disables (1) or enables (0) the invite code' },
      ({ db, input }) => setInviteCodeDisabled(db, input),
    );

    r.note(
      `member phones are unique: "${MESSAGES.phoneTaken}" (format: "${MESSAGES.phoneFormat}"); invite codes are derived ` +
        'from the id (6 characters, unique); batchInsert skips taken phones and draws others.',
    );
  },
);
