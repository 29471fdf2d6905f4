import type { Queryable } from '../db/types';
import { ApiError } from './api-error';
import { shanghaiNow } from './time';
import { fill, M } from '../i18n/messages';

/**
 * Binds `address` to member `uid`. The UNIQUE index on card_no decides (migration 22): concurrent saves of one
 * address give one row, and every other save the same clear message.
 */
export async function bindTrc20Address(db: Queryable, uid: number, protocol: string, address: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO member_trc20 (uid, realname, card_no, status, created_time) VALUES ($1, $2, $3, 1, $4::timestamp)
     ON CONFLICT (card_no) DO NOTHING RETURNING id`,
    [uid, protocol, address, shanghaiNow()],
  );
  if (row) return row.id;
  const [bound] = await db.query<{ uid: number }>('SELECT uid FROM member_trc20 WHERE card_no = $1', [address]);
  throw new ApiError(fill(M.addressAlreadyBoundMember, { uid: bound?.uid ?? '?' }));
}
