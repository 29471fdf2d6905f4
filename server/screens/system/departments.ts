import type { KeysOf } from '../../../contract/calls';
import { departments } from '../../../contract/system/departments';
import { ApiError } from '../../lib/api-error';
import { optEnum, optInt, requireInt, type Input } from '../../lib/input';
import { contains, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { DEPARTMENT } from '../../kit/xboot-shapes';
import { integer, serial, table, text, timestamp } from '../../lib/table';
import { textField } from '../../lib/form-input';
import { shanghaiNow } from '../../lib/time';
import { seedRows } from '../../seed/entity-seed';
import { pathInt } from './system.rules';
import { dictConstants } from '../../../contract/dicts/constants';
import { fill, M } from '../../i18n/messages';

/** X-Boot's CommonConstant: STATUS_NORMAL 0, STATUS_DISABLE -1. */
export const DEPARTMENT_STATUS = dictConstants('xbootStatus');

const department = table('department', {
  id: serial(),
  parentId: integer({ default: '0' }),
  title: text(),
  sortOrder: integer({ default: '0' }),
  status: integer({ default: '0' }),
  leaders: text({ default: "''" }),
  createTime: timestamp(),
});

/** [id, parentId, title, leaders]: headquarters and its departments; users are placed in them by the seed. */
const SEED: readonly [number, number, string, string][] = [
  [1, 0, '总部', 'admin'],
  [2, 1, '运营部', 'operator'],
  [3, 1, '财务部', ''],
  [4, 1, '技术部', 'admin'],
  [5, 1, '客服部', ''],
  [6, 2, '运营一组', ''],
  [7, 2, '运营二组', ''],
  [8, 0, '华南分部', ''],
];

const SELECT = `${department.select('d')},
  EXISTS (SELECT 1 FROM department c WHERE c.parent_id = d.id) AS "isParent",
  COALESCE((SELECT p.title FROM department p WHERE p.id = d.parent_id), '') AS "parentTitle",
  (SELECT COUNT(*)::int FROM staff_user u WHERE u.department_id = d.id) AS "userCount"`;

/** The staff-users page reads the tree too (its department tree and form). */
const READERS = ['system/departments', 'system/system-users', 'system/roles'];

const values = (input: Input<KeysOf<typeof departments.add>>, required: boolean) => ({
  title: textField(input, 'title', M.departmentName, { required, max: 50 }),
  sortOrder: optInt(input, 'sortOrder', 0, 99999),
  status: optEnum(input, 'status', [DEPARTMENT_STATUS.enabled, DEPARTMENT_STATUS.disabled]),
  leaders: textField(input, 'leaders', M.head, { max: 200 }),
});

/** Departments (SPEC §7.3): a tree loaded level by level; a delete is refused while users or children remain. */
export default screenRoutes(
  'system/departments',
  { order: 2, title: { 'zh-CN': '部门管理', 'en-US': 'Departments' } },
  (r) => {
    r.entity({
      table: department,
      migrations: [
        {
          id: 'staff_user:department',
          sql: 'ALTER TABLE staff_user ADD COLUMN IF NOT EXISTS department_id integer REFERENCES department(id)',
        },
        {
          // X-Boot's codes: 0 enabled, -1 disabled (this table had 1 enabled, 0 disabled).
          id: 'department:xboot-status',
          sql: `UPDATE department SET status = CASE WHEN status = 1 THEN 0 ELSE -1 END;
              ALTER TABLE department ALTER COLUMN status SET DEFAULT 0`,
        },
      ],
      seed: async (db) => {
        await seedRows(department, () =>
          SEED.map(([id, parentId, title, leaders]) => ({
            id,
            parentId,
            title,
            sortOrder: id,
            leaders,
            createTime: '2026-01-01 09:00:00',
          })),
        )(db);
        await db.query(`SELECT setval(pg_get_serial_sequence('department', 'id'), 8)`);
        await db.query(`UPDATE staff_user SET department_id = CASE WHEN id = 1 THEN 1 ELSE 2 END`);
      },
    });
    // Hand-written: one level of a tree, each node with its child and user counts.
    r.get(
      departments.byParent,
      {
        bareAnswer: DEPARTMENT,
        page: READERS,
        doc: 'the children of {parentId} (0 = the top level), sorted; each with isParent, userCount',
      },
      async ({ db, ...ctx }) =>
        db.query(`SELECT ${SELECT} FROM department d WHERE d.parent_id = $1 ORDER BY d.sort_order, d.id`, [
          pathInt({ db, ...ctx }, 'parentId', 0),
        ]),
    );
    r.list(departments.search, {
      bareAnswer: DEPARTMENT,
      page: READERS,
      from: 'department d',
      select: SELECT,
      // X-Boot: `title` is a required @RequestParam (blank matches every department).
      filters: {
        title: contains('d.title', { mustSend: true }),
        status: oneOf('d.status', [DEPARTMENT_STATUS.enabled, DEPARTMENT_STATUS.disabled]),
      },
      order: 'd.sort_order, d.id',
      paging: false,
    });
    r.create(
      departments.add,
      department,
      async (input, { db }) => {
        const parentId = optInt(input, 'parentId', 0) ?? 0;
        if (parentId > 0 && !(await db.query('SELECT 1 FROM department WHERE id = $1', [parentId])).length)
          throw new ApiError(M.parentDepartmentNotFound);
        return { ...values(input, true), parentId, createTime: shanghaiNow() };
      },
      { params: '{parentId (0 = top level), title, sortOrder, status 0/-1, leaders}' },
    );
    r.update(
      departments.edit,
      department,
      async (input, { db }) => {
        const id = requireInt(input, 'id', 1);
        // X-Boot binds the request into a new Department and saves it over the stored one: parentId must be sent (a
        // null one fails there), the rest left out takes its default.
        const parentId = optInt(input, 'parentId', 0);
        if (parentId === undefined) throw new ApiError(M.parentDepartmentRequired);
        if (parentId === id) throw new ApiError(M.nodeCannotOwnParent);
        if (parentId > 0) {
          const [parent] = await db.query<{ below: boolean }>(
            `WITH RECURSIVE up AS (
             SELECT id, parent_id FROM department WHERE id = $1
             UNION SELECT d.id, d.parent_id FROM department d JOIN up ON d.id = up.parent_id)
           SELECT EXISTS (SELECT 1 FROM up WHERE id = $2) AS below`,
            [parentId, id],
          );
          if (!(await db.query('SELECT 1 FROM department WHERE id = $1', [parentId])).length)
            throw new ApiError(M.parentDepartmentNotFound);
          if (parent?.below) throw new ApiError(M.parentDepartmentCannotOwn);
        }
        const sent = values(input, true);
        return {
          parentId,
          title: sent.title,
          sortOrder: sent.sortOrder ?? 0,
          status: sent.status ?? DEPARTMENT_STATUS.enabled,
          leaders: sent.leaders ?? '',
        };
      },
      {
        notFound: M.departmentNotFound,
        params: '{id, parentId, title, sortOrder, status, leaders}',
        doc: 'replaces the whole department as X-Boot does: a field left out takes its default (sortOrder 0, status 0, no leaders); isParent is not stored but follows the children',
      },
    );
    r.deleteByIds(departments.delByIds, department, {
      refuse: [
        {
          sql: 'SELECT d.title FROM department d WHERE d.id = ANY($1::int[]) AND EXISTS (SELECT 1 FROM staff_user u WHERE u.department_id = d.id)',
          message: (row) => fill(M.departmentStillUsersMove, { name: String(row.title) }),
        },
        {
          sql: 'SELECT d.title FROM department d WHERE d.id = ANY($1::int[]) AND EXISTS (SELECT 1 FROM department c WHERE c.parent_id = d.id AND NOT c.id = ANY($1::int[]))',
          message: (row) => fill(M.departmentStillSubDepartments, { name: String(row.title) }),
        },
      ],
      params: '{ids: "1,2"}',
      doc: "its roles' data scopes lose it (ON DELETE CASCADE)",
    });
    r.note('departments: delete is refused while a department has users or child departments (not deleted with it).');
  },
);
