import type { JobClass } from './types';

/**
 * Removes the sessions whose idle or absolute lifetime has passed from `access_token` (the table every call's token
 * is checked against); a login also removes them, this keeps the table small when nobody logs in.
 */
export const cleanExpiredTokens: JobClass = {
  title: '清理过期令牌',
  parameterHint: '无需参数',
  async run({ db, now }) {
    const removed = await db.query(
      'DELETE FROM access_token WHERE expires_at < $1::timestamptz OR absolute_expires_at < $1::timestamptz RETURNING 1',
      [now.toISOString()],
    );
    return `已删除过期令牌 ${removed.length} 个`;
  },
};
