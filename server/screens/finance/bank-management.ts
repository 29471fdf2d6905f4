import type { KeysOf } from '../../../contract/calls';
import { bankManagement } from '../../../contract/finance/bank-management';
import { optEnum, optInt, type Input } from '../../lib/input';
import { contains, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { integer, serial, table, text, timestamp } from '../../lib/table';
import { textField } from '../../lib/form-input';
import { shanghaiNow } from '../../lib/time';
import { seedRows } from '../../seed/entity-seed';
import { seedNow } from '../../seed/dates';
import { M } from '../../i18n/messages';

const bank = table('bank_config', {
  id: serial(),
  bankName: text(),
  bankCode: text(),
  logo: text({ default: "''" }),
  sort: integer({ default: '0' }),
  status: integer({ default: '1' }),
  createdTime: timestamp(),
});

const BANKS: readonly [string, string][] = [
  ['中国工商银行', 'ICBC'],
  ['中国建设银行', 'CCB'],
  ['中国农业银行', 'ABC'],
  ['中国银行', 'BOC'],
  ['交通银行', 'BOCOM'],
  ['招商银行', 'CMB'],
  ['中国邮政储蓄银行', 'PSBC'],
  ['兴业银行', 'CIB'],
  ['浦发银行', 'SPDB'],
  ['中信银行', 'CITIC'],
  ['中国民生银行', 'CMBC'],
  ['平安银行', 'PAB'],
];

/**
 * The editable fields; on update only those sent are written (the status toggle sends {id, status}). The input holds
 * the keys contract/ declares for the save: a key it does not declare fails typecheck here.
 */
const values = (input: Input<KeysOf<typeof bankManagement.save>>, required: boolean) => ({
  bankName: textField(input, 'bankName', M.bankName, { required, max: 50 }),
  bankCode: textField(input, 'bankCode', M.bankCode, { required, max: 20 })?.toUpperCase(),
  logo: textField(input, 'logo', M.bankIcon, { max: 500 }),
  sort: optInt(input, 'sort', 0, 99999),
  status: optEnum(input, 'status', [0, 1]),
});

/** Banks members may bind for RMB withdrawals (SPEC §2.3 bank management; fields not shown, designed here). */
export default screenRoutes(
  'finance/bank-management',
  { order: 7, title: { 'zh-CN': '银行管理', 'en-US': 'Banks' } },
  (r) => {
    r.entity({
      table: bank,
      migrations: [
        { id: 'bank_config:unique-code', sql: 'CREATE UNIQUE INDEX bank_config_code_idx ON bank_config(bank_code)' },
      ],
      seed: seedRows(bank, () =>
        [...BANKS.entries()].map(([index, [name, code]]) => ({
          bankName: name,
          bankCode: code,
          sort: index + 1,
          status: index === BANKS.length - 1 ? 0 : 1,
          createdTime: seedNow(),
        })),
      ),
    });
    r.list(bankManagement.list, {
      from: 'bank_config b',
      select: bank.select('b'),
      filters: {
        bankName: contains('b.bank_name'),
        bankCode: contains('b.bank_code'),
        status: oneOf('b.status', [0, 1]),
      },
      order: 'b.sort ASC, b.id ASC',
    });
    r.create(
      bankManagement.save,
      bank,
      async (input) => {
        const row = values(input, true);
        return { ...row, createdTime: shanghaiNow() };
      },
      {
        params: '{bankName, bankCode, logo, sort, status}',
      },
    );
    r.update(bankManagement.update, bank, async (input) => values(input, false), {
      notFound: M.bankNotFound,
      params: '{id, …fields to change}',
    });
    r.deleteById(bankManagement.remove, bank, { notFound: M.bankNotFound, params: '{id}' });
    r.note(`bank code is unique (upper-cased): a duplicate answers "${M.bankCodeAlreadyExists}".`);
  },
);
