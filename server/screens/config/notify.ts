import type { KeysOf } from '../../../contract/calls';
import { notify } from '../../../contract/config/notify';
import { optEnum, optInt, type Input } from '../../lib/input';
import { contains, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { integer, serial, table, text, timestamp } from '../../lib/table';
import { textField } from '../../lib/form-input';
import { richText, sanitizedRow } from '../../lib/rich-text';
import { shanghaiNow } from '../../lib/time';
import { baseDateMs, DAY_MS, seedTime } from '../../seed/dates';
import { seedRows, seq } from '../../seed/entity-seed';
import { M } from '../../i18n/messages';

const notice = table('notice_config', {
  id: serial(),
  title: text(),
  type: integer({ default: '1' }),
  content: text(),
  sort: integer({ default: '0' }),
  status: integer({ default: '1' }),
  createdTime: timestamp(),
});

const values = (input: Input<KeysOf<typeof notify.save>>, required: boolean) => ({
  title: textField(input, 'title', M.title, { required, max: 100 }),
  type: optEnum(input, 'type', [1, 2, 3]),
  content: richText(input, 'content', M.content, { required }),
  sort: optInt(input, 'sort', 0, 99999),
  status: optEnum(input, 'status', [0, 1]),
});

const TITLES = ['平台升级公告', '双十二活动', '物流延迟说明', '新用户福利', '年终盛典', '春节发货安排'];

/** Notices shown in the client app (SPEC §2.3 notify management; the notice-type dictionary; rich-text content). */
export default screenRoutes(
  'config/notify',
  { order: 7, title: { 'zh-CN': '通知管理', 'en-US': 'Notifications' } },
  (r) => {
    r.entity({
      table: notice,
      seed: seedRows(notice, () =>
        seq(0, 11).map((i) => {
          const title = `${TITLES[i % TITLES.length]}${i >= TITLES.length ? ' (二)' : ''}`;
          return {
            title,
            type: (i % 3) + 1,
            content: `<p><strong>${title}</strong></p><p>详情请关注平台后续通知。</p>`,
            sort: i,
            status: i % 5 === 4 ? 0 : 1,
            createdTime: seedTime(baseDateMs() - i * 2 * DAY_MS),
          };
        }),
      ),
    });
    r.list(notify.list, {
      from: 'notice_config n',
      select: notice.select('n'),
      filters: { title: contains('n.title'), type: oneOf('n.type', [1, 2, 3]), status: oneOf('n.status', [0, 1]) },
      order: 'n.sort ASC, n.id DESC',
      map: sanitizedRow('content'),
    });
    r.create(notify.save, notice, (input) => ({ ...values(input, true), createdTime: shanghaiNow() }), {
      params: '{title, type, content (HTML), sort, status}',
    });
    r.update(notify.update, notice, (input) => values(input, false), {
      notFound: M.noticeNotFound,
      params: '{id, …fields}',
    });
    r.deleteById(notify.delete, notice, { notFound: M.noticeNotFound, params: '{id}' });
    r.note('notice content is HTML, sanitised by an allow-list before it is stored.');
  },
);
