import { shopCloseList } from '../../../contract/shops/shop-close-list';
import { ApiError } from '../../lib/api-error';
import { requireInt } from '../../lib/input';
import { updateRow } from '../../kit/mutations';
import { screenRoutes } from '../../kit/screen';
import { HELD_ELSEWHERE, mayDecide } from '../../lib/review-queue';
import { QUEUES } from '../../lib/review-queues';
import { applyMoneyChange, CATEGORY, byStaff } from '../../lib/ledger';
import { shanghaiNow } from '../../lib/time';
import { applicationList, reviewInput } from './shops.applications';
import { modifyClose } from './shops.modify';
import { memberShop } from './shops.tables';
import { APPLY_STATUS, APPLY_TYPE, BIZ_SHOP_CLOSURE_REFUND, moveApplication } from './shops.transitions';
import { M } from '../../i18n/messages';

/**
 * Applications to close a shop (SPEC §2.3 shop close list): approve (the shop is suspended, the deposit is to be
 * returned) or reject; then the refund returns the deposit through the ledger, exactly once.
 */
export default screenRoutes(
  'shops/shop-close-list',
  { order: 3, title: { 'zh-CN': '关店申请', 'en-US': 'Shop closing requests' } },
  (r) => {
    r.list(shopCloseList.list, applicationList(APPLY_TYPE.close));
    // Hand-written: the decision suspends the shop as well: two tables in one transaction.
    r.post(
      shopCloseList.confirm,
      {
        params: '{id, status: 2|3, remark}',
        doc: 'only from 1 pending review: 2 suspends the shop (funds being returned), 3 rejects',
      },
      async ({ db, input, user }) => {
        const { id, to, remark } = reviewInput(input, [APPLY_STATUS.refunding, APPLY_STATUS.rejected]);
        // Another reviewer holds it in the review queue (lib/review-queue.ts) until they decide or their claim ends.
        if (!(await mayDecide(db, QUEUES.shopCloses?.name ?? '', id, user.id)))
          throw new ApiError(HELD_ELSEWHERE.application);
        return db.transaction(async (tx) => {
          const at = shanghaiNow();
          const apply = await moveApplication(tx, {
            id,
            type: APPLY_TYPE.close,
            to,
            remark,
            handler: user.username,
            at,
          });
          // The shop closes as its refund starts.
          if (to === APPLY_STATUS.refunding && apply.shopId !== null)
            await updateRow(tx, memberShop, apply.shopId, { status: 2 }, M.shopNotFound);
          return null;
        });
      },
    );
    // Hand-written: the refund credits the deposit through the ledger and closes the shop in one transaction.
    r.post(
      shopCloseList.refund,
      {
        params: '{id}',
        doc:
          'only from 2 funds being returned → 4 succeeded; credits the deposit in USDT (ledger category 8, code ' +
          '80004, orderNo = applyNo) in the same transaction',
      },
      async ({ db, input, user }) => {
        const id = requireInt(input, 'id', 1);
        return db.transaction(async (tx) => {
          const at = shanghaiNow();
          const apply = await moveApplication(tx, { id, type: APPLY_TYPE.close, to: APPLY_STATUS.succeeded, at });
          if (Number(apply.deposit) <= 0) throw new ApiError(M.applicationNoDepositRefund);
          await applyMoneyChange(tx, {
            uid: apply.uid,
            currency: 'USDT',
            amount: apply.deposit,
            category: CATEGORY.shopOpening,
            bizCode: BIZ_SHOP_CLOSURE_REFUND,
            orderNo: apply.applyNo,
            ...byStaff(user),
            remark: '关店退还保证金',
            at,
          });
          return null;
        });
      },
    );
    // Hand-written: records an application for a member, checked against the shop and its open applications.
    r.post(
      shopCloseList.modify,
      {
        consoleOnly: 'staff recording a close application',
        params: '{id?, uid, shopNo, reason} (no id: add); edit: {id, reason}',
        doc:
          "not in the spec: staff records a member's request to close a normal shop, in 1 pending review (deposit " +
          'copied from the shop, nothing moves) → the id. Edit (reason only) while 0 applying / 1 pending',
      },
      modifyClose,
    );
    r.note(
      `Add/edit (\`applyCloseModify\`): the shop (by shopNo) must exist ("${M.shopNotFound}"), belong to uid ("${M.shopDoesNotBelong}") and ` +
        `be normal ("${M.shopNotOpenSo}"), with no close application in 0/1/2 ("${M.shopAlreadyClosingApplication}"); reason ` +
        '1–100 ("关店原因不能为空", "关店原因不能超过100个字符"); edit in another status "当前状态「…」的申请不能修改".',
    );
    r.note(
      'The refund is exactly-once: the status change 2 → 4 is one guarded UPDATE in the transaction that writes the ' +
        'wallet change, so a second (or concurrent) refund answers "当前状态「成功」不能变更为「成功」" and writes nothing.',
    );
  },
);
