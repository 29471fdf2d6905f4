import type { KeysOf } from '../../../contract/calls';
import { phoneAreaCodes } from '../../../contract/config/phone-area-codes';
import { ApiError } from '../../lib/api-error';
import { optEnum, optInt, type Input } from '../../lib/input';
import { contains, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { integer, serial, table, text, timestamp } from '../../lib/table';
import { textField } from '../../lib/form-input';
import { shanghaiNow } from '../../lib/time';
import { seedRows } from '../../seed/entity-seed';
import { baseDateMs, DAY_MS, seedTime } from '../../seed/dates';
import { M } from '../../i18n/messages';

const region = table('phone_region_code', {
  id: serial(),
  regionName: text(),
  regionCode: text(),
  sort: integer({ default: '0' }),
  status: integer({ default: '1' }),
  createdTime: timestamp(),
});

const SEED: readonly [string, string][] = [
  ['中国大陆', '+86'],
  ['中国香港', '+852'],
  ['中国澳门', '+853'],
  ['中国台湾', '+886'],
  ['新加坡', '+65'],
  ['马来西亚', '+60'],
  ['泰国', '+66'],
  ['越南', '+84'],
  ['菲律宾', '+63'],
  ['印度尼西亚', '+62'],
  ['日本', '+81'],
  ['韩国', '+82'],
  ['美国', '+1'],
  ['英国', '+44'],
];
/** An area code: '+' and 1–4 digits. */
const CODE = /^\+\d{1,4}$/;

const values = (input: Input<KeysOf<typeof phoneAreaCodes.save>>, required: boolean) => {
  const regionCode = textField(input, 'regionCode', M.areaCode, { required, max: 5 });
  if (regionCode !== undefined && !CODE.test(regionCode)) throw new ApiError(M.areaCodeFollowed1);
  return {
    regionName: textField(input, 'regionName', M.countryRegion, { required, max: 50 }),
    regionCode,
    sort: optInt(input, 'sort', 0, 99999),
    status: optEnum(input, 'status', [0, 1]),
  };
};

/** Phone area codes members may register with (SPEC §2.3 phone area code management; fields designed here). */
export default screenRoutes(
  'config/phone-area-codes',
  { order: 8, title: { 'zh-CN': '手机区号管理', 'en-US': 'Phone area codes' } },
  (r) => {
    r.entity({
      table: region,
      migrations: [
        {
          id: 'phone_region_code:unique-code',
          sql: 'CREATE UNIQUE INDEX phone_region_code_code_idx ON phone_region_code(region_code)',
        },
      ],
      seed: seedRows(region, () =>
        [...SEED.entries()].map(([index, [name, code]]) => ({
          regionName: name,
          regionCode: code,
          sort: index + 1,
          status: index === SEED.length - 1 ? 0 : 1,
          createdTime: seedTime(baseDateMs() - index * DAY_MS),
        })),
      ),
    });
    r.list(phoneAreaCodes.list, {
      from: 'phone_region_code p',
      select: region.select('p'),
      filters: {
        regionName: contains('p.region_name'),
        regionCode: contains('p.region_code'),
        status: oneOf('p.status', [0, 1]),
      },
      order: 'p.sort ASC, p.id ASC',
    });
    r.create(
      phoneAreaCodes.save,
      region,
      async (input) => {
        const row = values(input, true);
        return { ...row, createdTime: shanghaiNow() };
      },
      { params: '{regionName, regionCode, sort, status}' },
    );
    r.update(phoneAreaCodes.update, region, async (input) => values(input, false), {
      notFound: M.areaCodeNotFound,
      params: '{id, …fields}',
    });
    r.deleteById(phoneAreaCodes.delete, region, { notFound: M.areaCodeNotFound, params: '{id}' });
    r.note(`an area code is "+" and 1–4 digits, unique: a duplicate answers "${M.areaCodeAlreadyExists}".`);
  },
);
