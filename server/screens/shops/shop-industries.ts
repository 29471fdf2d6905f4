import type { KeysOf } from '../../../contract/calls';
import { shopIndustries } from '../../../contract/shops/shop-industries';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { optEnum, optInt, type Input } from '../../lib/input';
import { contains, eq, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { textField } from '../../lib/form-input';
import { shanghaiNow } from '../../lib/time';
import { seedShopIndustries } from './shops.seed';
import { shopIndustry } from './shops.tables';
import { M } from '../../i18n/messages';

async function existingSystem(
  db: Queryable,
  input: Input<KeysOf<typeof shopIndustries.modify>>,
): Promise<number | undefined> {
  const id = optInt(input, 'shopSystemId', 1);
  if (id === undefined) return undefined;
  const [system] = await db.query<{ id: number }>('SELECT id FROM shop_system WHERE id = $1', [id]);
  if (!system) throw new ApiError(M.shopSystemNotFound);
  return id;
}

/** Shop industries (SPEC §2.3): add/edit through one `modify` call; the select-type dialog sets the shop system. */
export default screenRoutes(
  'shops/shop-industries',
  { order: 4, title: { 'zh-CN': '店铺行业', 'en-US': 'Shop industries' } },
  (r) => {
    r.entity({ table: shopIndustry, seed: seedShopIndustries });
    r.list(shopIndustries.list, {
      // The open-application form picks an industry of the chosen system from this list too.
      page: ['shops/shop-industries', 'shops/shop-open-list'],
      from: 'shop_industry i LEFT JOIN shop_system y ON y.id = i.shop_system_id',
      select: `${shopIndustry.select('i')}, y.system_name AS "systemName"`,
      filters: {
        industryName: contains('i.industry_name'),
        shopSystemId: eq('i.shop_system_id'),
        status: oneOf('i.status', [0, 1]),
      },
      order: 'i.sort ASC, i.id ASC',
    });
    r.save(
      shopIndustries.modify,
      shopIndustry,
      async (input, mode, { db }) => {
        const industryName = textField(input, 'industryName', M.industryName, { required: mode === 'add', max: 30 });
        return {
          industryName,
          shopSystemId: await existingSystem(db, input),
          sort: optInt(input, 'sort', 0, 99999),
          status: optEnum(input, 'status', [0, 1]),
          ...(mode === 'add' ? { createdTime: shanghaiNow() } : {}),
        };
      },
      { notFound: M.industryNotFound, params: '{id?, industryName, shopSystemId, sort, status} (no id: add)' },
    );
    r.note(
      `industryName ≤ 30 and unique ("${M.industryNameAlreadyExists}"); an unknown shopSystemId answers "${M.shopSystemNotFound}".`,
    );
  },
);
