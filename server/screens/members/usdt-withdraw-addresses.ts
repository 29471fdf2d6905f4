import { usdtWithdrawAddresses } from '../../../contract/members/usdt-withdraw-addresses';
import { TRC20_ADDRESS, TRC20_PROTOCOL } from '../../../contract/rules';
import { ApiError } from '../../lib/api-error';
import { optString } from '../../lib/input';
import { contains, eq, flag } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { integer, serial, table, text, timestamp } from '../../lib/table';
import { existingMember, textField } from '../../lib/form-input';
import { bindTrc20Address } from '../../lib/trc20-binding';
import { M } from '../../i18n/messages';

const trc20 = table('member_trc20', {
  id: serial(),
  uid: integer({ references: 'member(id)' }),
  realname: text({ default: "'TRC20'" }),
  cardNo: text(),
  status: integer({ default: '1' }),
  createdTime: timestamp(),
});

/** Members' bound TRC20 (USDT) withdrawal addresses. */
export default screenRoutes(
  'members/usdt-withdraw-addresses',
  { order: 7, title: { 'zh-CN': '会员USDT地址', 'en-US': 'Member USDT addresses' } },
  (r) => {
    r.entity({ table: trc20, existing: 'schema v1' });

    r.list(usdtWithdrawAddresses.list, {
      from: 'member_trc20 a LEFT JOIN member m ON m.id = a.uid',
      select: `${trc20.select('a')}, m.is_test AS "isTest"`,
      filters: {
        userId: eq('a.uid', 'int', { alias: 'uid', field: 'uid' }),
        isTest: flag('m.is_test'),
        address: contains('a.card_no', { field: 'cardNo' }),
      },
      order: 'a.created_time DESC, a.id DESC',
      // `realname` holds the chain protocol here (SPEC §2.8), not a name.
      personal: { realname: null },
      doc: 'records of Member TRC20 address',
    });

    r.deleteById(usdtWithdrawAddresses.delete, trc20, {
      notFound: M.addressNotFound,
      params: '{id}',
      doc: 'a hard delete, guarded by `edit` as SPEC §6 says',
    });

    /** Binds an address for a member (SPEC §2.8 'add'): protocol TRC20 only; an address is bound once. */
    // Hand-written: the shared binding rules (lib/trc20-binding.ts); the UNIQUE index on card_no decides, so
    // concurrent saves of one address give one row.
    r.post(
      usdtWithdrawAddresses.save,
      {
        consoleOnly: 'binding a TRC20 address for a member',
        params: '{uid, address, realname}',
        doc: 'binds a TRC20 address (`T` + 33 base58 characters) for a member, status 1 → the new id',
      },
      async ({ input, db }) => {
        const uid = await existingMember(db, input);
        const address = textField(input, 'address', M.usdtAddress, { required: true, max: 34 }) ?? '';
        if (!TRC20_ADDRESS.test(address)) throw new ApiError(M.usdtAddressNotValid);
        const protocol = optString(input, 'realname') ?? TRC20_PROTOCOL;
        if (protocol !== TRC20_PROTOCOL) throw new ApiError(M.onlyTrc20ProtocolSupported);
        return bindTrc20Address(db, uid, protocol, address);
      },
    );

    r.note(
      `TRC20 save: "USDT地址不能为空", "${M.usdtAddressNotValid}", "${M.onlyTrc20ProtocolSupported}" (realname other ` +
        'than TRC20; absent means TRC20), an address bound already (to anyone): "该地址已被绑定（会员ID n）"; ' +
        `member: missing uid "${M.memberIdRequired}", unknown "${M.memberNotFound}".`,
    );
  },
);
