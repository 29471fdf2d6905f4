import { userFeedback } from '../../../contract/members/user-feedback';
import type { Queryable, SqlParam } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { requireInt } from '../../lib/input';
import { bulkInsert, syncSequence } from '../../db/bulk';
import { between, contains, eq, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { integer, serial, table, text, timestamp } from '../../lib/table';
import { textField } from '../../lib/form-input';
import { shanghaiNow } from '../../lib/time';
import { memberIds, recentTime, seedRandom } from '../../seed/entity-seed';
import { placeholderImage } from '../../seed/random';
import { M } from '../../i18n/messages';

const feedback = table('member_feedback', {
  id: serial(),
  uid: integer({ references: 'member(id)' }),
  content: text(),
  image: text({ default: "''" }),
  readState: integer({ default: '0' }),
  reply: text({ nullable: true }),
  replyTime: timestamp({ nullable: true }),
  handled: integer({ default: '0' }),
  handler: text({ nullable: true }),
  createdTime: timestamp(),
});

const TOPICS = [
  '提现到账太慢，已经两天了',
  '积分商城的商品什么时候补货？',
  '实名认证一直显示审核中',
  '店铺收益和明细对不上',
  '希望增加夜间模式',
  '绑定USDT地址提示格式错误',
  'App 闪退，安卓 14',
  '流量包过期时间不明确',
];
export const REPLY_MAX = 500;

async function seed(db: Queryable): Promise<void> {
  const rng = seedRandom(8001);
  const ids = await memberIds(db);
  const rows: SqlParam[][] = [];
  for (let i = 0; i < 36; i += 1) {
    const state = i % 4; // 0 unread, 1 read, 2 replied, 3 handled
    const created = recentTime(rng, 40);
    rows.push([
      i + 1,
      rng.pick(ids),
      rng.pick(TOPICS),
      i % 3 === 0 ? placeholderImage(`F${i + 1}`, (i * 53) % 360) : '',
      state === 0 ? 0 : 1,
      state >= 2 ? '您好，已转交相关同事处理，请留意消息通知。' : null,
      state >= 2 ? created : null,
      state === 3 ? 1 : 0,
      state >= 2 ? 'admin' : null,
      created,
    ]);
  }
  await bulkInsert(
    db,
    'member_feedback',
    ['id', 'uid', 'content', 'image', 'read_state', 'reply', 'reply_time', 'handled', 'handler', 'created_time'],
    rows,
  );
  await syncSequence(db, 'member_feedback');
}

/**
 * One feedback moves only forward: unread → read (read, reply or handle), a reply may be written or replaced until
 * it is handled, and handled is final. Each move is one conditional UPDATE, so two staff at once cannot both win.
 */
async function move(db: Queryable, id: number, set: string, guard: string, params: SqlParam[], refused: string) {
  const [moved] = await db.query(`UPDATE member_feedback SET ${set} WHERE id = $1 AND ${guard} RETURNING id`, [
    id,
    ...params,
  ]);
  if (moved) return id;
  const [exists] = await db.query('SELECT id FROM member_feedback WHERE id = $1', [id]);
  throw new ApiError(exists ? refused : M.feedbackNotFound);
}

/** Members' feedback (SPEC §2.3 user feedback, §7.5 findAll; fields and moves designed here). */
export default screenRoutes(
  'members/user-feedback',
  { order: 3, title: { 'zh-CN': '用户反馈', 'en-US': 'User feedback' } },
  (r) => {
    r.entity({
      table: feedback,
      migrations: [
        { id: 'member_feedback:uid-idx', sql: 'CREATE INDEX member_feedback_uid_idx ON member_feedback(uid)' },
      ],
      seed,
    });
    r.list(userFeedback.list, {
      from: 'member_feedback f LEFT JOIN member m ON m.id = f.uid',
      select: `${feedback.select('f')}, m.real_name AS "realName", m.phone`,
      filters: {
        uid: eq('f.uid'),
        phone: contains('m.phone'),
        content: contains('f.content'),
        readState: oneOf('f.read_state', [0, 1, 2]),
        handled: oneOf('f.handled', [0, 1]),
        ...between('f.created_time', 'createdTimeStart', 'createdTimeEnd', 'time', { field: 'createdTime' }),
      },
      order: 'f.created_time DESC, f.id DESC',
    });
    // Hand-written: a transition guarded by the current state (unread to read), refused a second time.
    r.post(
      userFeedback.read,
      { consoleOnly: 'marking feedback read', params: '{id}', doc: 'unread → read' },
      ({ db, input }) =>
        move(db, requireInt(input, 'id', 1), 'read_state = 1', 'read_state = 0', [], M.feedbackAlreadyRead),
    );
    // Hand-written: writes the reply and marks the feedback read, refused once it is handled.
    r.post(
      userFeedback.reply,
      {
        consoleOnly: 'replying to feedback',
        params: '{id, reply}',
        doc: 'writes (or replaces) the reply; marks it read',
      },
      ({ db, input, user }) => {
        const reply = textField(input, 'reply', M.reply, { required: true, max: REPLY_MAX }) ?? '';
        return move(
          db,
          requireInt(input, 'id', 1),
          'reply = $2, reply_time = $3::timestamp, read_state = 1, handler = $4',
          'handled = 0',
          [reply, shanghaiNow(), user.username],
          M.feedbackHandledCanNo,
        );
      },
    );
    // Hand-written: a final transition that also marks the feedback read.
    r.post(
      userFeedback.handle,
      {
        consoleOnly: 'marking feedback handled',
        params: '{id}',
        doc: 'marks it handled (final); marks it read',
      },
      ({ db, input, user }) =>
        move(
          db,
          requireInt(input, 'id', 1),
          'handled = 1, read_state = 1, handler = $2',
          'handled = 0',
          [user.username],
          M.feedbackAlreadyHandled,
        ),
    );
    r.note(
      `Feedback moves forward only: read (unread only, else "${M.feedbackAlreadyRead}"); reply (1–500 characters, until handled, ` +
        `else "${M.feedbackHandledCanNo}"); handle (once, else "${M.feedbackAlreadyHandled}"); unknown id "${M.feedbackNotFound}".`,
    );
  },
);
