import { shopOpenList } from '../../../contract/shops/shop-open-list';
import { ApiError } from '../../lib/api-error';
import { screenRoutes } from '../../kit/screen';
import { HELD_ELSEWHERE, mayDecide } from '../../lib/review-queue';
import { QUEUES } from '../../lib/review-queues';
import { applyMoneyChange, CATEGORY, byStaff } from '../../lib/ledger';
import { shanghaiNow } from '../../lib/time';
import { applicationList, nextShopNo, reviewInput } from './shops.applications';
import { modifyOpen } from './shops.modify';
import { seedShopApplications } from './shops.seed';
import { SHOP_NAME_ACROSS, shopApply, UNIQUE_NAME_MIGRATIONS } from './shops.tables';
import { APPLY_STATUS, APPLY_TYPE, BIZ_SHOP_APPLICATION_REFUND, moveApplication } from './shops.transitions';
import { M } from '../../i18n/messages';

/**
 * Applications to open a shop (SPEC §2.3 shop open list): staff add/edit, review = approve (the shop opens) or reject
 * (the deposit goes back to the member's USDT wallet, exactly once). Owns the applications, to open and to close.
 */
export default screenRoutes(
  'shops/shop-open-list',
  { order: 2, title: { 'zh-CN': '开店申请', 'en-US': 'Shop opening requests' } },
  (r) => {
    r.entity({
      table: shopApply,
      migrations: [
        {
          id: 'member_shop_apply:unique-no',
          sql: 'CREATE UNIQUE INDEX member_shop_apply_no_idx ON member_shop_apply(apply_no)',
        },
        // After every shop table exists (it is the last of them, entities go after the tables they reference): the
        // names their saves check are unique in the database too, so two saves racing past the check give one row and
        // the loser the same refusal (server/db/unique.ts).
        ...UNIQUE_NAME_MIGRATIONS,
        SHOP_NAME_ACROSS,
      ],
      seed: seedShopApplications,
    });
    r.list(shopOpenList.list, applicationList(APPLY_TYPE.open));
    // Hand-written: the decision opens the shop or refunds the deposit through the ledger in one transaction.
    r.post(
      shopOpenList.confirm,
      {
        params: '{id, status: 4|3, remark}',
        doc:
          'only from 1 pending review: 4 opens the shop (a member_shop row with the application deposit), 3 rejects and ' +
          'returns a deposit > 0 in USDT (ledger category 8, code 80003, orderNo = applyNo) in the same transaction',
      },
      async ({ db, input, user }) => {
        const { id, to, remark } = reviewInput(input, [APPLY_STATUS.succeeded, APPLY_STATUS.rejected]);
        // Another reviewer holds it in the review queue (lib/review-queue.ts) until they decide or their claim ends.
        if (!(await mayDecide(db, QUEUES.shopOpens?.name ?? '', id, user.id)))
          throw new ApiError(HELD_ELSEWHERE.application);
        const at = shanghaiNow();
        return db.transaction(async (tx) => {
          const apply = await moveApplication(tx, {
            id,
            type: APPLY_TYPE.open,
            to,
            remark,
            handler: user.username,
            at,
          });
          if (to === APPLY_STATUS.rejected) {
            if (Number(apply.deposit) > 0)
              await applyMoneyChange(tx, {
                uid: apply.uid,
                currency: 'USDT',
                amount: apply.deposit,
                category: CATEGORY.shopOpening,
                bizCode: BIZ_SHOP_APPLICATION_REFUND,
                orderNo: apply.applyNo,
                ...byStaff(user),
                remark: '开店申请驳回退还保证金',
                at,
              });
            return null;
          }
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
    // Hand-written: records an application for a member and charges the deposit through the ledger.
    r.post(
      shopOpenList.modify,
      {
        consoleOnly: 'staff recording an open application',
        params: '{id?, uid, shopSystemId, industryId, shopName} (no id: add); edit: {id, shopName?, industryId?}',
        doc:
          'not in the spec: staff records an application a member made offline, in 1 pending review; add debits the ' +
          "shop system's deposit from the member's USDT wallet (ledger category 8, code 80002, orderNo = applyNo) in " +
          'the same transaction → the id. Edit only while 0 applying / 1 pending',
      },
      modifyOpen,
    );
    r.note(
      `Add/edit (\`applyModify\`): uid must be an existing normal member ("${M.memberNotFound}", "${M.memberAccountNotIn}") with ` +
        `no open application in 0/1 ("${M.memberAlreadyShopApplication}") and no normal shop ("${M.memberAlreadyOpenShop}"); the shop ` +
        `system enabled ("${M.shopSystemDisabled}"), the industry enabled and of that system when it has one ("${M.industryDoesNotBelong}"); ` +
        `shopName 1–50, unique among normal shops and open applications in 0/1 ("${M.shopNameAlreadyExists}"); a short balance "${M.insufficientBalance}" ` +
        'and nothing is written. Edit changes shopName and industryId only; another shopSystemId answers "店铺系统不能修改' +
        '（保证金已按该系统收取）", another status "当前状态「…」的申请不能修改".',
    );
    r.note(
      `Review: a missing status "${M.reviewResultRequired}", another one "参数格式错误: status"; a reject needs "${M.rejectionReasonRequired}" (≤ 50); a change the transition ` +
        `table (docs/decisions/shops.md) does not allow answers "当前状态「…」不能变更为「…」"; unknown id "${M.applicationNotFound}". The deposit ` +
        'was paid when the application was made (80002, member app or staff add); approval moves no money, a rejection ' +
        'returns a deposit > 0 (80003) in the guarded transaction, so a second or concurrent rejection writes nothing.',
    );
  },
);
