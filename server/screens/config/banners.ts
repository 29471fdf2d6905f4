import type { KeysOf } from '../../../contract/calls';
import { banners } from '../../../contract/config/banners';
import { optEnum, optInt, requireInt, type Input } from '../../lib/input';
import { contains, oneOf } from '../../kit/filters';
import { deleteRows } from '../../kit/mutations';
import { screenRoutes } from '../../kit/screen';
import { integer, serial, table, text, timestamp } from '../../lib/table';
import { textField } from '../../lib/form-input';
import { safeUrl } from '../../lib/safe-url';
import { shanghaiNow } from '../../lib/time';
import { baseDateMs, DAY_MS, seedTime } from '../../seed/dates';
import { seedRows, seq } from '../../seed/entity-seed';
import { M } from '../../i18n/messages';

const banner = table('banner_config', {
  id: serial(),
  title: text(),
  image: text(),
  link: text({ default: "''" }),
  sort: integer({ default: '0' }),
  status: integer({ default: '1' }),
  createdTime: timestamp(),
});

const values = (input: Input<KeysOf<typeof banners.save>>, required: boolean) => ({
  title: textField(input, 'title', M.title, { required, max: 50 }),
  image: safeUrl(textField(input, 'image', M.image, { required, max: 500 }), M.image),
  link: safeUrl(textField(input, 'link', M.link, { max: 500 }), M.link),
  sort: optInt(input, 'sort', 0, 99999),
  status: optEnum(input, 'status', [0, 1]),
});

/** Home-page banners (SPEC §2.3 banner management; §7.5 calls; fields designed here). */
export default screenRoutes(
  'config/banners',
  { order: 1, title: { 'zh-CN': '轮播图管理', 'en-US': 'Banners' } },
  (r) => {
    r.entity({
      table: banner,
      seed: seedRows(banner, () =>
        seq(1, 12).map((i) => ({
          title: `首页轮播 ${i}`,
          image: `/static/banners/banner-${i}.png`,
          link: `/pages/activity/${i}`,
          sort: i,
          status: i % 4 === 0 ? 0 : 1,
          createdTime: seedTime(baseDateMs() - i * DAY_MS),
        })),
      ),
    });
    r.list(banners.list, {
      from: 'banner_config b',
      select: banner.select('b'),
      filters: { title: contains('b.title'), status: oneOf('b.status', [0, 1]) },
      order: 'b.sort ASC, b.id ASC',
    });
    r.create(banners.save, banner, (input) => ({ ...values(input, true), createdTime: shanghaiNow() }), {
      params: '{title, image, link, sort, status}',
    });
    r.update(banners.update, banner, (input) => values(input, false), {
      notFound: M.bannerNotFound,
      params: '{id, …fields}',
    });
    // Hand-written: SPEC §7.5 lists this delete as a query-style (GET) call, which no delete verb takes.
    r.get(banners.delete, { writes: true, params: '?id' }, async ({ db, input }) => {
      await deleteRows(db, banner.name, [requireInt(input, 'id', 1)], { notFound: M.bannerNotFound });
      return null;
    });
  },
);
