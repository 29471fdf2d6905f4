import type { KeysOf } from '../../../contract/calls';
import { messages as messageCalls } from '../../../contract/config/messages';
import { optEnum, type Input } from '../../lib/input';
import { contains, eq, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { integer, serial, table, text, timestamp } from '../../lib/table';
import { textField } from '../../lib/form-input';
import { shanghaiNow } from '../../lib/time';
import { seedRows, seq } from '../../seed/entity-seed';
import { baseDateMs, DAY_MS, seedTime } from '../../seed/dates';
import { sendTemplate } from './messages.rules';
import { memberMessage } from '../../lib/shared-tables';
import { seedSingleMessages } from './messages.seed';
import { M } from '../../i18n/messages';

const template = table('message_template', {
  id: serial(),
  title: text(),
  type: integer({ default: '1' }),
  content: text(),
  createdTime: timestamp(),
});
/** One record per send (the history). */
const send = table('message_send', {
  id: serial(),
  templateId: integer(),
  title: text(),
  target: text(),
  targetDetail: text({ default: "''" }),
  count: integer({ default: '0' }),
  createdTime: timestamp(),
});

const values = (input: Input<KeysOf<typeof messageCalls.create>>, required: boolean) => ({
  title: textField(input, 'title', M.title, { required, max: 50 }),
  type: optEnum(input, 'type', [1, 2, 3, 4]),
  content: textField(input, 'content', M.content, { required, max: 2000 }),
});

const TITLES = ['系统维护通知', '新功能上线', '物流更新提醒', '积分到期提醒', '春节活动公告', '实名认证提醒'];

/** Message templates, sending one to members, and the send history (SPEC §2.3 message management). */
export default screenRoutes(
  'config/messages',
  { order: 6, title: { 'zh-CN': '消息管理', 'en-US': 'Messages' } },
  (r) => {
    r.entity({
      table: template,
      seed: seedRows(template, () =>
        seq(0, 11).map((i) => {
          const title = `${TITLES[i % TITLES.length]}${i >= TITLES.length ? ' (二)' : ''}`;
          return {
            title,
            type: (i % 4) + 1,
            content: `${title}：详情请查看 APP 内公告。`,
            createdTime: seedTime(baseDateMs() - i * DAY_MS),
          };
        }),
      ),
    });
    r.entity({ table: send });
    r.entity({
      table: memberMessage,
      migrations: [
        { id: 'member_message:uid-index', sql: 'CREATE INDEX member_message_uid_idx ON member_message(uid)' },
      ],
      // A little history: five sends of the seeded templates (after every table exists).
      seed: async (db) => {
        await seedSingleMessages(db);
        const none = { level: undefined, memberIds: undefined };
        await sendTemplate(db, { ...none, templateId: 1, target: 'level', level: 6 });
        await sendTemplate(db, { ...none, templateId: 2, target: 'ids', memberIds: '10321,10322,10323' });
        await sendTemplate(db, { ...none, templateId: 3, target: 'level', level: 5 });
        await sendTemplate(db, { ...none, templateId: 4, target: 'ids', memberIds: '10324' });
        await sendTemplate(db, { ...none, templateId: 5, target: 'level', level: 4 });
      },
    });
    r.list(messageCalls.list, {
      from: 'message_template t',
      select: template.select('t'),
      filters: { title: contains('t.title'), type: oneOf('t.type', [1, 2, 3, 4]) },
      order: 't.created_time DESC, t.id DESC',
    });
    r.create(messageCalls.create, template, (input) => ({ ...values(input, true), createdTime: shanghaiNow() }), {
      params: '{title, type, content}',
    });
    r.update(messageCalls.update, template, (input) => values(input, false), {
      notFound: M.messageTemplateNotFound,
      params: '{id, …fields}',
    });
    r.deleteById(messageCalls.del, template, { notFound: M.messageTemplateNotFound, params: '{id}' });
    // Hand-written: one row per member reached, chosen by ids, level or all: a fan-out no row verb writes.
    r.post(
      messageCalls.send,
      {
        params: "{templateId, target: 'all'|'level'|'ids', level?, memberIds?}",
        doc: '{count, sendId}: one member_message row per member reached',
      },
      ({ db, input }) => db.transaction((tx) => sendTemplate(tx, input)),
    );
    r.list(messageCalls.history, {
      from: 'message_send s',
      select: send.select('s'),
      filters: { templateId: eq('s.template_id'), target: oneOf('s.target', ['all', 'level', 'ids']) },
      order: 's.created_time DESC, s.id DESC',
    });
    r.note('sending needs add on the page; unknown member IDs refuse the whole send ("会员不存在: …").');
  },
);
