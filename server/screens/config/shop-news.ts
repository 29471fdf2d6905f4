import type { KeysOf } from '../../../contract/calls';
import { shopNews } from '../../../contract/config/shop-news';
import { optEnum, optTime, type Input } from '../../lib/input';
import { contains, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { integer, serial, table, text, timestamp } from '../../lib/table';
import { textField } from '../../lib/form-input';
import { richText, sanitizedRow } from '../../lib/rich-text';
import { safeUrl } from '../../lib/safe-url';
import { shanghaiNow } from '../../lib/time';
import { seedRows, seq } from '../../seed/entity-seed';
import { baseDateMs, DAY_MS, seedTime } from '../../seed/dates';
import { M } from '../../i18n/messages';

const news = table('merchant_news', {
  id: serial(),
  title: text(),
  category: integer({ default: '1' }),
  cover: text({ default: "''" }),
  content: text(),
  status: integer({ default: '1' }),
  publishTime: timestamp(),
  createdTime: timestamp(),
});

const values = (input: Input<KeysOf<typeof shopNews.save>>, required: boolean) => ({
  title: textField(input, 'title', M.title, { required, max: 100 }),
  category: optEnum(input, 'category', [1, 2, 3]),
  cover: safeUrl(textField(input, 'cover', M.cover, { max: 500 }), M.cover),
  content: richText(input, 'content', M.content, { required }),
  status: optEnum(input, 'status', [0, 1]),
  publishTime: optTime(input, 'publishTime'),
});

const TITLES = [
  '平台入驻商家突破十万',
  '与知名品牌达成合作',
  '创始人专访',
  '店铺运营指南',
  '年度优秀店铺揭晓',
  '品牌联名活动',
];

/** News shown to member shops (SPEC §2.3 shop news; the news-category dictionary; rich-text content). */
export default screenRoutes(
  'config/shop-news',
  { order: 9, title: { 'zh-CN': '店铺新闻管理', 'en-US': 'Shop news' } },
  (r) => {
    r.entity({
      table: news,
      seed: seedRows(news, () =>
        seq(0, 11).map((i) => {
          const title = `${TITLES[i % TITLES.length]}${i >= TITLES.length ? ' (续)' : ''}`;
          const time = seedTime(baseDateMs() - i * 3 * DAY_MS);
          return {
            title,
            category: (i % 3) + 1,
            cover: `/static/news/cover-${i + 1}.png`,
            content: `<h2>${title}</h2><p>本期内容详见正文。</p>`,
            status: i % 6 === 5 ? 0 : 1,
            publishTime: time,
            createdTime: time,
          };
        }),
      ),
    });
    r.list(shopNews.list, {
      from: 'merchant_news n',
      select: news.select('n'),
      filters: {
        title: contains('n.title'),
        category: oneOf('n.category', [1, 2, 3]),
        status: oneOf('n.status', [0, 1]),
      },
      order: 'n.publish_time DESC, n.id DESC',
      map: sanitizedRow('content'),
    });
    r.save(
      shopNews.save,
      news,
      (input, mode) => {
        const row = values(input, mode === 'add');
        return mode === 'add'
          ? { ...row, publishTime: row.publishTime ?? shanghaiNow(), createdTime: shanghaiNow() }
          : row;
      },
      { notFound: M.newsItemNotFound, params: '{id?, title, category, cover, content (HTML), status, publishTime}' },
    );
    r.deleteById(shopNews.delete, news, { notFound: M.newsItemNotFound, params: '{id}' });
    r.note('news content is HTML, sanitised by an allow-list before it is stored.');
  },
);
