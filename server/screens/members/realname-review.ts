import { realnameReview } from '../../../contract/members/realname-review';
import { ApiError } from '../../lib/api-error';
import { optEnum, requireInt } from '../../lib/input';
import { between, contains, eq, oneOf, containsName } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { moveRow } from '../../kit/transition';
import { MEMBERS_KEPT } from '../../kit/kept-tables';
import { textField } from '../../lib/form-input';
import { HELD_ELSEWHERE, mayDecide } from '../../lib/review-queue';
import { QUEUES } from '../../lib/review-queues';
import { shanghaiNow } from '../../lib/time';
import { REALNAME, member } from './user-list.model';
import { fill, M } from '../../i18n/messages';

export const REVIEW_MESSAGES = {
  reviewed: M.identityVerificationAlreadyReviewed,
  reasonRequired: M.rejectionReasonRequired,
} as const;

const FIELDS = [
  'id',
  'realName',
  'phone',
  'isTest',
  'idType',
  'idNumber',
  'idFrontImage',
  'idBackImage',
  'realNameStatus',
  'realNameApplyTime',
] as const;

/**
 * Real-name review (SPEC §2.3 "user real-name review, with a review dialog"; §4 real-name dictionary): the
 * applications under review (status 1). Approve → 2 verified; reject with a reason → 0 unverified (the member may
 * apply again; 3 "confirmed by user" is the member's own step, not the reviewer's). One atomic UPDATE … WHERE
 * real_name_status = 1 decides, so a second review of the same application (double click, two staff) is refused.
 */
export default screenRoutes(
  'members/realname-review',
  { order: 2, title: { 'zh-CN': '实名认证审核', 'en-US': 'Real-name review' } },
  (r) => {
    r.list(realnameReview.list, {
      consoleOnly: 'the real-name applications under review',
      from: 'member m',
      select: member.select('m', FIELDS),
      filters: {
        realNameStatus: oneOf('m.real_name_status', [REALNAME.reviewing], {
          required: true,
          sample: REALNAME.reviewing,
        }),
        userId: eq('m.id', 'int', { field: 'id' }),
        phone: contains('m.phone'),
        realName: containsName('m.real_name'),
        idNumber: contains('m.id_number'),
        ...between('m.real_name_apply_time', 'applyStart', 'applyEnd', 'time', { field: 'realNameApplyTime' }),
      },
      order: 'm.real_name_apply_time ASC, m.id ASC',
      ...MEMBERS_KEPT,
      doc: 'applications under review (realNameStatus 1 — the console always sends it), oldest first',
    });

    // Hand-written: a review once, under the reviewer's claim, with a reason on rejection.
    r.post(
      realnameReview.review,
      {
        consoleOnly: 'the real-name review',
        params: '{id, realNameStatus: 2 approve | 0 reject, remark (reject: required, ≤ 50)}',
        doc: 'reviews an application once: 1 → 2 or 1 → 0 with the reason',
      },
      async ({ db, input, user }) => {
        const id = requireInt(input, 'id', 1);
        const next = optEnum(input, 'realNameStatus', [REALNAME.verified, REALNAME.unverified]);
        if (next === undefined) throw new ApiError(fill(M.missingParameter, { field: 'realNameStatus' }));
        const reason = textField(input, 'remark', M.rejectionReason, { max: 50 });
        if (next === REALNAME.unverified && !reason) throw new ApiError(REVIEW_MESSAGES.reasonRequired);
        // Another reviewer holds it in the review queue (lib/review-queue.ts) until they decide or their claim ends.
        if (!(await mayDecide(db, QUEUES.realnames?.name ?? '', id, user.id)))
          throw new ApiError(HELD_ELSEWHERE.application);
        await moveRow(
          db,
          {
            table: 'member',
            column: 'real_name_status',
            from: REALNAME.reviewing,
            to: next,
            set: {
              real_name_review_time: shanghaiNow(),
              real_name_reviewer: user.username,
              real_name_remark: next === REALNAME.unverified ? (reason ?? null) : null,
            },
            returning: 'id',
            refused: REVIEW_MESSAGES.reviewed,
          },
          id,
        );
        return null;
      },
    );

    r.note(
      `real-name review: a second review answers "${REVIEW_MESSAGES.reviewed}"; reject without a reason "${REVIEW_MESSAGES.reasonRequired}".`,
    );
  },
);
