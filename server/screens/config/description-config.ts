import type { KeysOf } from '../../../contract/calls';
import { descriptionConfig } from '../../../contract/config/description-config';
import { type Input } from '../../lib/input';
import { contains } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { serial, table, text, timestamp } from '../../lib/table';
import { textField } from '../../lib/form-input';
import { shanghaiNow } from '../../lib/time';
import { seedRows } from '../../seed/entity-seed';
import { baseDateMs, DAY_MS, seedTime } from '../../seed/dates';
import { M } from '../../i18n/messages';

const caption = table('caption_config', {
  id: serial(),
  captionKey: text(),
  title: text(),
  content: text(),
  updatedTime: timestamp(),
});

const SEED: readonly [string, string, string][] = [
  ['withdrawTip', '提现说明', '提现申请将在 1-3 个工作日内到账。'],
  ['rechargeTip', '充值说明', '请按页面提示完成转账，到账后自动入账。'],
  ['taskTip', '任务说明', '完成每日任务可获得积分奖励。'],
  ['inviteTip', '邀请说明', '邀请好友注册并实名后获得奖励。'],
  ['shopTip', '开店说明', '开店需先完成实名认证并缴纳保证金。'],
  ['scoreTip', '积分说明', '积分可在积分商城兑换商品。'],
  ['realnameTip', '实名说明', '请上传清晰的证件照片。'],
  ['investTip', '投资说明', '投资有风险，请谨慎选择。'],
  ['trafficTip', '流量包说明', '流量包在有效期内为店铺带来访问。'],
  ['levelTip', '等级说明', '等级由个人与团队资产决定。'],
  ['newsTip', '新闻说明', '平台新闻每日更新。'],
  ['serviceTip', '客服说明', '客服在线时间 9:00-21:00。'],
];

const values = (input: Input<KeysOf<typeof descriptionConfig.save>>, required: boolean) => ({
  captionKey: textField(input, 'captionKey', M.captionKey, { required, max: 50 }),
  title: textField(input, 'title', M.title, { required, max: 50 }),
  content: textField(input, 'content', M.captionText, { required, max: 2000 }),
  updatedTime: shanghaiNow(),
});

/** Texts shown in the client app, by key (SPEC §2.3 description config; fields designed here). */
export default screenRoutes(
  'config/description-config',
  { order: 3, title: { 'zh-CN': '文案配置', 'en-US': 'Copy texts' } },
  (r) => {
    r.entity({
      table: caption,
      migrations: [
        {
          id: 'caption_config:unique-key',
          sql: 'CREATE UNIQUE INDEX caption_config_key_idx ON caption_config(caption_key)',
        },
      ],
      seed: seedRows(caption, () =>
        [...SEED.entries()].map(([index, [key, title, content]]) => ({
          captionKey: key,
          title,
          content,
          updatedTime: seedTime(baseDateMs() - index * DAY_MS),
        })),
      ),
    });
    r.list(descriptionConfig.list, {
      from: 'caption_config c',
      select: caption.select('c'),
      filters: { captionKey: contains('c.caption_key'), title: contains('c.title') },
      order: 'c.id ASC',
    });
    r.create(
      descriptionConfig.save,
      caption,
      async (input) => {
        const row = values(input, true);
        return row;
      },
      { params: '{captionKey, title, content}' },
    );
    r.update(descriptionConfig.update, caption, async (input) => values(input, false), {
      notFound: M.captionNotFound,
      params: '{id, …fields}',
    });
    r.note('a caption key is unique; captions have no delete in SPEC §7.5.');
  },
);
