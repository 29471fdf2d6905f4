import type { KeysOf } from '../../../contract/calls';
import { operationBalance } from '../../../contract/finance/operation-balance';
import { ApiError } from '../../lib/api-error';
import { optEnum, type Input } from '../../lib/input';
import { between, contains, containsName, eq, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { changesKept, MANUAL_CHANGES } from '../../kit/kept-tables';
import { applyMoneyChange, CATEGORY, moneyText, type Currency, byStaff } from '../../lib/ledger';
import { existingMember, textField } from '../../lib/form-input';
import { needsSecondApprover, requestApproval } from '../../lib/four-eyes';
import { REVIEW_THRESHOLD } from './recharge-orders.history';
import { changeFrom, CHANGE_SELECT } from './money-change-records.query';
import { M } from '../../i18n/messages';

/** The amount of a manual operation: positive, 2 decimals at most, below 10^12. */
function amountOf(input: Input<KeysOf<typeof operationBalance.balanceUpdate>>): string {
  const amount = moneyText(input.amount);
  if (amount === undefined || amount.startsWith('-') || Number(amount) <= 0 || Number(amount) >= 1e12)
    throw new ApiError(M.amountMustAbove0);
  return amount;
}

/** Manual credit/debit of a member's USDT or RMB balance (SPEC §7.5 `/wallet/user/balance_update`), and its list. */
export default screenRoutes(
  'finance/operation-balance',
  { order: 5, title: { 'zh-CN': '运营余额', 'en-US': 'Operating balance' } },
  (r) => {
    r.list(operationBalance.list, {
      consoleOnly: 'the list of manual balance operations',
      from: changeFrom(`category IN (${CATEGORY.adminCredit}, ${CATEGORY.adminDebit})`),
      ...changesKept(MANUAL_CHANGES),
      select: CHANGE_SELECT,
      filters: {
        uid: eq('c.uid'),
        phone: contains('m.phone'),
        currency: oneOf('c.currency', ['USDT', 'RMB']),
        category: oneOf('c.category', [12, 13]),
        operator: containsName('c.operator'),
        ...between('c.created_time', 'startTime', 'endTime', 'time', { field: 'createdTime' }),
      },
      order: 'c.created_time DESC, c.id DESC',
      doc: 'the manual operations only (ledger categories 12 and 13)',
    });

    // Hand-written: moves money through the ledger, with four-eyes above the threshold.
    r.post(
      operationBalance.balanceUpdate,
      {
        params: '{uid, currency: USDT|RMB, type: 1 credit|2 debit, amount, remark}',
        doc:
          `credit: category 12 / 110006; debit: 13 / 110001, refused above the balance ("${M.insufficientBalance}", nothing written); ` +
          `a credit of ${REVIEW_THRESHOLD} or more waits for a second review (money change records) → {before, after}; ` +
          'above the four-eyes threshold nothing moves: → {pending: true, approvalId} (money approvals)',
      },
      async ({ db, input, user }) => {
        const uid = await existingMember(db, input);
        const currency = optEnum(input, 'currency', ['USDT', 'RMB'] as const satisfies readonly Currency[]);
        if (!currency) throw new ApiError(M.currencyRequired);
        const type = optEnum(input, 'type', [1, 2]);
        if (!type) throw new ApiError(M.operationTypeRequired);
        const amount = amountOf(input);
        const remark = textField(input, 'remark', M.reason, { required: true, max: 100 }) as string;
        const credit = type === 1;
        if (await needsSecondApprover(db, currency, amount)) {
          const kind = credit ? 'credit' : 'debit';
          return {
            pending: true,
            approvalId: await requestApproval(db, { kind, uid, currency, amount, remark }, user),
          };
        }
        return db.transaction(async (tx) => {
          const moved = await applyMoneyChange(tx, {
            uid,
            currency,
            amount: credit ? amount : `-${amount}`,
            category: credit ? CATEGORY.adminCredit : CATEGORY.adminDebit,
            bizCode: credit ? 110006 : 110001,
            ...byStaff(user),
            remark,
          });
          if (credit && Number(amount) >= REVIEW_THRESHOLD)
            await tx.query('UPDATE wallet_change SET review_status = 1 WHERE id = $1', [moved.id]);
          return { before: moved.before, after: moved.after };
        });
      },
    );

    r.note(
      `Manual operation: "${M.memberIdRequired}", "${M.memberNotFound}", "${M.currencyRequired}", "${M.operationTypeRequired}", "${M.amountMustAbove0}", ` +
        `"操作原因不能为空" (≤ 100); a debit above the balance: "${M.insufficientBalance}" and nothing is written.`,
    );
  },
);
