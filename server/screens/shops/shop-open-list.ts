import { screenRoutes } from '../../kit/screen';
import { shanghaiNow } from '../../lib/time';
import { applicationList, nextShopNo, reviewInput } from './shop-list.apply';
import { APPLY_STATUS, APPLY_TYPE, moveApplication } from './shop-list.transitions';

/** Applications to open a shop (SPEC §2.3 shop open list): review = approve (the shop opens) or reject. */
export default screenRoutes('shops/shop-open-list', (r) => {
  r.list('post', '/memberShop/applyList', applicationList(APPLY_TYPE.open));
  r.post(
    '/memberShop/applyConfirm',
    {
      perm: 'edit',
      params: '{id, status: 4|3, remark}',
      doc: 'only from 1 pending review: 4 opens the shop (a member_shop row with the application deposit), 3 rejects',
    },
    async ({ db, input, user }) => {
      const { id, to, remark } = reviewInput(input, [APPLY_STATUS.succeeded, APPLY_STATUS.rejected]);
      const at = shanghaiNow();
      return db.transaction(async (tx) => {
        const apply = await moveApplication(tx, { id, type: APPLY_TYPE.open, to, remark, handler: user.nickname, at });
        if (to !== APPLY_STATUS.succeeded) return null;
        const [shop] = await tx.query<{ id: number }>(
          `INSERT INTO member_shop (shop_no, uid, shop_name, shop_system_id, industry_id, deposit, status, open_time)
           VALUES ($1, $2, $3, $4, $5, $6::numeric, 1, $7::timestamp) RETURNING id`,
          [await nextShopNo(tx), apply.uid, apply.shopName, apply.shopSystemId, apply.industryId, apply.deposit, at],
        );
        await tx.query('UPDATE member_shop_apply SET shop_id = $2 WHERE id = $1', [id, shop?.id ?? null]);
        return shop?.id ?? null;
      });
    },
  );
  r.note(
    'Review: a missing status "审核结果不能为空", another one "参数格式错误: status"; a reject needs "拒绝原因不能为空" (≤ 50); a change the transition ' +
      'table (README "Shops") does not allow answers "当前状态「…」不能变更为「…」"; unknown id "申请不存在". The deposit ' +
      'was paid in the member app (80002); approval moves no money.',
  );
});
