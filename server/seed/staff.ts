import { bulkInsert, syncSequence } from '../db/bulk';
import type { Queryable, SqlParam } from '../db/types';
import { hashPassword } from '../lib/password';

export const ADMIN_ROLE_ID = 1;
export const OPERATOR_ROLE_ID = 2;

/** Staff users admin / operator / locked (password 123456) and their roles. */
export async function seedStaff(db: Queryable): Promise<void> {
  const hash = await hashPassword('123456');
  await bulkInsert(
    db,
    'role',
    ['id', 'name', 'description', 'default_role'],
    [
      [ADMIN_ROLE_ID, 'ROLE_ADMIN', '超级管理员', false],
      [OPERATOR_ROLE_ID, 'ROLE_OPERATOR', '运营人员', true],
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
    ],
  );
  await syncSequence(db, 'role');
  await syncSequence(db, 'staff_user');
}
