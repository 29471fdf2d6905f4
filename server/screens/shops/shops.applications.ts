/** The application lists and review calls shared by the open and close application screens. */
import type { KeysOf } from '../../../contract/calls';
import type { APPLICATION_FILTERS } from '../../../contract/shops/shop-applications';
import type { shopCloseList } from '../../../contract/shops/shop-close-list';
import type { shopOpenList } from '../../../contract/shops/shop-open-list';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { optEnum, optString, requireInt, type Input } from '../../lib/input';
import { contains, eq, oneOf, type Filter } from '../../kit/filters';
import type { ListSpec } from '../../kit/types';
import { shopApply } from './shops.tables';
import { APPLY_STATUS, type ApplyStatus, type ApplyType } from './shops.transitions';
import { M } from '../../i18n/messages';

const STATUSES = Object.values(APPLY_STATUS);

/** The list of one application type: member, shop system and industry names beside the application. */
/** Both application lists, of one type: the filters the contract's APPLICATION_FILTERS name. */
export function applicationList(type: ApplyType): Omit<ListSpec, 'filters'> & {
  filters: { [K in keyof typeof APPLICATION_FILTERS]: Filter<(typeof APPLICATION_FILTERS)[K]> };
} {
  return {
    from: `(SELECT * FROM member_shop_apply WHERE apply_type = ${type}) a JOIN member m ON m.id = a.uid JOIN shop_system y ON y.id = a.shop_system_id
      LEFT JOIN shop_industry i ON i.id = a.industry_id LEFT JOIN member_shop s ON s.id = a.shop_id`,
    select: `${shopApply.select('a')}, m.real_name AS "realName", m.phone, y.system_name AS "systemName",
      i.industry_name AS "industryName", s.shop_no AS "shopNo"`,
    filters: {
      uid: eq('a.uid'),
      applyNo: contains('a.apply_no'),
      shopName: contains('a.shop_name'),
      phone: contains('m.phone'),
      status: oneOf('a.status', STATUSES),
    },
    order: 'a.created_time DESC, a.id DESC',
  };
}

/** The review decision: `status` one of the two outcomes; a rejection needs a reason of 1–50 characters. */
export function reviewInput(
  input: Input<KeysOf<typeof shopOpenList.confirm> & KeysOf<typeof shopCloseList.confirm>>,
  outcomes: readonly [ApplyStatus, ApplyStatus],
) {
  const id = requireInt(input, 'id', 1);
  const to = optEnum(input, 'status', outcomes);
  if (to === undefined) throw new ApiError(M.reviewResultRequired);
  const remark = optString(input, 'remark') ?? null;
  if (to === APPLY_STATUS.rejected && !remark) throw new ApiError(M.rejectionReasonRequired);
  if (remark && remark.length > 50) throw new ApiError(M.rejectionReasonCannotLonger);
  return { id, to, remark };
}

/** The next shop number, `SH` + 6 digits, after the largest one. */
export async function nextShopNo(tx: Queryable): Promise<string> {
  const [row] = await tx.query<{ next: number }>(
    "SELECT COALESCE(MAX(substring(shop_no from 3)::int), 100000) + 1 AS next FROM member_shop WHERE shop_no ~ '^SH[0-9]+$'",
  );
  return `SH${row?.next ?? 100001}`;
}
