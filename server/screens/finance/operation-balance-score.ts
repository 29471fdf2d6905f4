import { operationBalanceScore } from '../../../contract/finance/operation-balance-score';
import { ApiError } from '../../lib/api-error';
import { optEnum, optInt } from '../../lib/input';
import { between, contains, containsName, eq, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { MANUAL_SCORES, scoresKept } from '../../kit/kept-tables';
import { existingMember, textField } from '../../lib/form-input';
import { applyScoreChange, SCORE_TYPE, byStaff } from '../../lib/ledger';
import { scoreFrom, SCORE_SELECT } from '../../lib/score-records';
import { M } from '../../i18n/messages';

/** Manual add/deduct of a member's points (SPEC §7.5 `/score/user/update`), and the list of those operations. */
export default screenRoutes(
  'finance/operation-balance-score',
  { order: 6, title: { 'zh-CN': '运营积分余额', 'en-US': 'Operating points balance' } },
  (r) => {
    r.list(operationBalanceScore.list, {
      consoleOnly: 'the list of manual points operations',
      from: scoreFrom(`type IN (${SCORE_TYPE.systemCredit}, ${SCORE_TYPE.systemDebit})`),
      ...scoresKept(MANUAL_SCORES),
      select: SCORE_SELECT,
      filters: {
        uid: eq('s.uid'),
        phone: contains('m.phone'),
        type: oneOf('s.type', [SCORE_TYPE.systemCredit, SCORE_TYPE.systemDebit]),
        operator: containsName('s.operator'),
        ...between('s.created_time', 'startTime', 'endTime', 'time', { field: 'createdTime' }),
      },
      order: 's.created_time DESC, s.id DESC',
      doc: 'the manual points operations only (points record types 3 and 4)',
    });

    // Hand-written: moves points through the ledger, with four-eyes above the threshold.
    r.post(
      operationBalanceScore.update,
      {
        page: ['finance/operation-balance-score', 'members/user-score-records'],
        params: '{uid, type: 3 add|4 deduct, score, remark}',
        doc: `points record type 3 (system credit) or 4 (system debit); a deduction above the points: "${M.notEnoughPoints}" → {before, after}`,
      },
      async ({ db, input, user }) => {
        const uid = await existingMember(db, input);
        const type = optEnum(input, 'type', [SCORE_TYPE.systemCredit, SCORE_TYPE.systemDebit]);
        if (type === undefined) throw new ApiError(M.operationTypeRequired);
        let score: number | undefined;
        try {
          score = optInt(input, 'score', 1, 100_000_000);
        } catch {
          score = undefined;
        }
        if (score === undefined) throw new ApiError(M.pointsMustWholeNumber);
        const remark = textField(input, 'remark', M.reason, { required: true, max: 100 }) as string;
        const moved = await db.transaction((tx) =>
          applyScoreChange(tx, {
            uid,
            score: type === SCORE_TYPE.systemCredit ? score : -score,
            type,
            ...byStaff(user),
            remark,
          }),
        );
        return { before: moved.before, after: moved.after };
      },
    );
    r.note(
      `Points operation: "${M.operationTypeRequired}", "${M.pointsMustWholeNumber}", "操作原因不能为空" (≤ 100), "${M.notEnoughPoints}".`,
    );
  },
);
