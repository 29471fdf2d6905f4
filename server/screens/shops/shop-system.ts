import type { KeysOf } from '../../../contract/calls';
import { shopSystem as shopSystemCalls } from '../../../contract/shops/shop-system';
import { ApiError } from '../../lib/api-error';
import { optEnum, optInt, type Input } from '../../lib/input';
import { contains, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { moneyText } from '../../lib/ledger';
import { textField } from '../../lib/form-input';
import { shanghaiNow } from '../../lib/time';
import { seedShopSystems } from './shops.seed';
import { shopSystem } from './shops.tables';
import { M } from '../../i18n/messages';

const PAGES = ['shops/shop-system', 'shops/shop-system-get'];

function deposit(input: Input<KeysOf<typeof shopSystemCalls.modify>>): string | undefined {
  if (input.deposit === undefined || input.deposit === null || input.deposit === '') return undefined;
  const text = moneyText(input.deposit);
  if (text === undefined || Number(text) < 0) throw new ApiError(M.depositNotValid);
  return text;
}

/** Shop systems (SPEC §2.3 shop system and shop system get): one list and one modify, used by both pages. */
export default screenRoutes(
  'shops/shop-system',
  { order: 5, title: { 'zh-CN': '店铺系统配置', 'en-US': 'Shop system settings' } },
  (r) => {
    r.entity({ table: shopSystem, seed: seedShopSystems });
    r.list(shopSystemCalls.list, {
      // The open-application form picks a system (and shows its deposit) from this list too.
      page: [...PAGES, 'shops/shop-open-list'],
      from: 'shop_system y',
      select: shopSystem.select('y'),
      filters: {
        systemName: contains('y.system_name'),
        feature: oneOf('y.feature', [1, 2]),
        claimLevel: oneOf('y.claim_level', [0, 1, 2, 3, 4, 5, 6]),
        status: oneOf('y.status', [0, 1]),
      },
      order: 'y.sort ASC, y.id ASC',
    });
    r.save(
      shopSystemCalls.modify,
      shopSystem,
      async (input, mode) => ({
        systemName: textField(input, 'systemName', M.shopSystemName, { required: mode === 'add', max: 30 }),
        deposit: deposit(input),
        feature: optEnum(input, 'feature', [1, 2]),
        goodsLimit: optInt(input, 'goodsLimit', 0, 100000),
        claimLevel: optEnum(input, 'claimLevel', [0, 1, 2, 3, 4, 5, 6]),
        claimDays: optInt(input, 'claimDays', 0, 3650),
        claimLimit: optInt(input, 'claimLimit', 0, 1000000),
        sort: optInt(input, 'sort', 0, 99999),
        status: optEnum(input, 'status', [0, 1]),
        ...(mode === 'add' ? { createdTime: shanghaiNow() } : {}),
      }),
      {
        page: PAGES,
        notFound: M.shopSystemNotFound,
        params: '{id?, systemName, deposit, feature, goodsLimit, claim…, sort, status}',
      },
    );
    r.note(
      'One modify for add (no id), edit and the update-sort dialog ({id, sort}): only the values sent are written. ' +
        `deposit ≥ 0 with 2 decimals ("${M.depositNotValid}"); claimedCount is counted by the member app, never written here.`,
    );
  },
);
