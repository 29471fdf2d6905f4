import { userRechargeAddresses } from '../../../contract/members/user-recharge-addresses';
import type { Queryable, SqlParam } from '../../db/types';
import { bulkInsert, syncSequence } from '../../db/bulk';
import { between, contains, eq, flag, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { integer, serial, table, text, timestamp } from '../../lib/table';
import { memberIds, recentTime, seedRandom } from '../../seed/entity-seed';
import { tronAddress } from '../../seed/random';

const addresses = table('member_recharge_address', {
  id: serial(),
  uid: integer({ references: 'member(id)' }),
  chain: text({ default: "'TRC20'" }),
  address: text(),
  status: integer({ default: '1' }),
  createdTime: timestamp(),
});

async function seed(db: Queryable): Promise<void> {
  const rng = seedRandom(8004);
  const ids = await memberIds(db);
  const rows: SqlParam[][] = [];
  // One deposit address per member for the first 40 members, a second (retired) one for every fifth.
  for (let i = 0; i < 48; i += 1) {
    const uid = ids[i % 40] ?? ids[0];
    rows.push([i + 1, uid ?? null, 'TRC20', tronAddress(rng), i >= 40 ? 0 : 1, recentTime(rng, 120)]);
  }
  await bulkInsert(db, 'member_recharge_address', ['id', 'uid', 'chain', 'address', 'status', 'created_time'], rows);
  await syncSequence(db, 'member_recharge_address');
}

/** Members' USDT (TRC20) deposit addresses (SPEC §2.3 user recharge address management, §7.5 usdtAddress). */
export default screenRoutes(
  'members/user-recharge-addresses',
  { order: 6, title: { 'zh-CN': '充值地址管理', 'en-US': 'Recharge addresses' } },
  (r) => {
    r.entity({
      table: addresses,
      migrations: [
        {
          id: 'member_recharge_address:unique',
          sql: 'CREATE UNIQUE INDEX member_recharge_address_idx ON member_recharge_address(address)',
        },
        {
          id: 'member_recharge_address:uid-idx',
          sql: 'CREATE INDEX member_recharge_address_uid_idx ON member_recharge_address(uid)',
        },
      ],
      seed,
    });
    r.list(userRechargeAddresses.list, {
      from: 'member_recharge_address a LEFT JOIN member m ON m.id = a.uid',
      select: `${addresses.select('a')}, m.real_name AS "realName", m.phone, m.is_test AS "isTest"`,
      filters: {
        uid: eq('a.uid'),
        phone: contains('m.phone'),
        address: contains('a.address'),
        status: oneOf('a.status', [0, 1]),
        isTest: flag('m.is_test'),
        ...between('a.created_time', 'createdTimeStart', 'createdTimeEnd', 'time', { field: 'createdTime' }),
      },
      order: 'a.created_time DESC, a.id DESC',
    });
    r.note(
      'Recharge addresses are read-only (assigned by the wallet service); an address is unique; status 1 in use, 0 retired.',
    );
  },
);
