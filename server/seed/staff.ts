import { bulkInsert, syncSequence } from '../db/bulk';
import type { Queryable, SqlParam } from '../db/types';
import { hashPassword } from '../lib/password';

export const ADMIN_ROLE_ID = 1;
export const OPERATOR_ROLE_ID = 2;
/** Approves money; signs in with a second factor (the `twoFactorRoles` setting names it). Demo user `finance`. */
export const FINANCE_ROLE_ID = 3;
/** Customer service: reads like the operator, and may reveal one record's personal data with a reason. `service`. */
export const SERVICE_ROLE_ID = 4;
/** The demo finance user's authenticator key (base32), printed by `npm start` beside the demo log-ins. */
export const DEMO_FINANCE_TOTP_KEY = 'JBSWY3DPEHPK3PXPKRSXG5BAMFZGK3TD';

/** Staff users admin / operator / locked / finance / service (password 123456) and their roles. */
export async function seedStaff(db: Queryable): Promise<void> {
  const hash = await hashPassword('123456');
  await bulkInsert(
    db,
    'role',
    ['id', 'name', 'description', 'default_role'],
    [
      [ADMIN_ROLE_ID, 'ROLE_ADMIN', '超级管理员', false],
      [OPERATOR_ROLE_ID, 'ROLE_OPERATOR', '运营人员', true],
      [FINANCE_ROLE_ID, 'ROLE_FINANCE', '财务人员', false],
      [SERVICE_ROLE_ID, 'ROLE_SERVICE', '客服人员', false],
    ],
  );
  const users: SqlParam[][] = [
    [
      1,
      'admin',
      hash,
      '超级管理员',
      'admin@example.com',
      '13800000001',
      '1',
      '系统管理员',
      1,
      0,
      '总部',
      '2026-01-01 09:00:00',
    ],
    [
      2,
      'operator',
      hash,
      '运营专员',
      'operator@example.com',
      '13800000002',
      '2',
      '日常运营',
      0,
      0,
      '运营部',
      '2026-02-01 09:00:00',
    ],
    [
      3,
      'locked',
      hash,
      '已禁用账号',
      'locked@example.com',
      '13800000003',
      '0',
      '已停用的账号',
      0,
      -1,
      '运营部',
      '2026-03-01 09:00:00',
    ],
    [
      4,
      'finance',
      hash,
      '财务专员',
      'finance@example.com',
      '13800000004',
      '2',
      '提现与充值审核',
      0,
      0,
      '财务部',
      '2026-03-15 09:00:00',
    ],
    [
      5,
      'service',
      hash,
      '客服专员',
      'service@example.com',
      '13800000005',
      '1',
      '会员咨询',
      0,
      0,
      '客服部',
      '2026-04-01 09:00:00',
    ],
  ];
  await bulkInsert(
    db,
    'staff_user',
    [
      'id',
      'username',
      'password_hash',
      'nickname',
      'email',
      'mobile',
      'sex',
      'description',
      'type',
      'status',
      'department_title',
      'create_time',
    ],
    users,
  );
  await bulkInsert(
    db,
    'user_role',
    ['user_id', 'role_id'],
    [
      [1, ADMIN_ROLE_ID],
      [2, OPERATOR_ROLE_ID],
      [3, OPERATOR_ROLE_ID],
      [4, FINANCE_ROLE_ID],
      [5, SERVICE_ROLE_ID],
    ],
  );
  // Sealed with the server's key at start (lib/two-factor.ts sealStoredTotpKeys), as every key stored in clear.
  await db.query('UPDATE staff_user SET google_key = $2 WHERE id = $1', [4, DEMO_FINANCE_TOTP_KEY]);
  await syncSequence(db, 'role');
  await syncSequence(db, 'staff_user');
}
