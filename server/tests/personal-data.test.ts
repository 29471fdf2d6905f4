/** The masks of members' personal data (lib/personal-data.ts) and the walk over an answer (lib/personal-walk.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskParams } from '../lib/audit-log';
import {
  ELLIPSIS,
  STAR,
  maskBankCard,
  maskCard,
  maskIdNumber,
  maskName,
  maskPhone,
  maskShort,
  maskValue,
  maskWallet,
  type PersonalKind,
} from '../lib/personal-data';
import { maskPersonal, personalFor, seesPersonal } from '../lib/personal-walk';

describe('the masks', () => {
  it('keep what each kind keeps', () => {
    expect(maskPhone('13812341234')).toBe('138****1234');
    expect(maskName('王小明')).toBe('王**');
    expect(maskName('欧阳')).toBe('欧*');
    expect(maskName('王')).toBe('*');
    expect(maskIdNumber('110101198111193201')).toBe('110***********3201');
    expect(maskBankCard('6222021234567890123')).toBe('***************0123');
    expect(maskWallet('T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb')).toBe('T9y…uWwb');
    expect(maskCard('T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb')).toBe('T9y…uWwb');
    expect(maskCard('6222021234567890')).toBe('************7890');
  });

  it('star all but the last two characters of a value too short for its rule', () => {
    expect(maskPhone('1381')).toBe('**81');
    expect(maskPhone('1381234')).toBe('*****34');
    expect(maskWallet('T9yD14N')).toBe('*****4N');
    expect(maskBankCard('1234')).toBe('**34');
    expect(maskShort('12')).toBe('**');
    expect(maskShort('')).toBe('');
  });

  it('mask text and numbers, and leave blanks, nulls and other values alone', () => {
    expect(maskValue('phone', 13812341234)).toBe('138****1234');
    expect(maskValue('phone', '')).toBe('');
    expect(maskValue('phone', null)).toBeNull();
    expect(maskValue('name', undefined)).toBeUndefined();
    expect(maskValue('name', true)).toBe(true);
  });
});

const KINDS: PersonalKind[] = ['phone', 'name', 'idNumber', 'bankCard', 'wallet', 'card', 'address'];
/** The most characters of the original each kind keeps. */
const KEPT: Record<PersonalKind, number> = {
  phone: 7,
  name: 1,
  idNumber: 7,
  bankCard: 4,
  wallet: 7,
  card: 7,
  address: 3,
};
/** Text without the mask's own characters, so what a masked value shows can be told apart. */
const plain = fc.string({ unit: 'grapheme', maxLength: 40 }).filter((text) => !/[*…]/.test(text));

describe('the masks, for any value', () => {
  it('never keep more than their kind keeps, nor the whole value', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), plain, (kind, value) => {
        const masked = String(maskValue(kind, value));
        const shown = Array.from(masked).filter((char) => char !== STAR && char !== ELLIPSIS);
        expect(shown.length).toBeLessThanOrEqual(KEPT[kind]);
        if (value !== '') expect(masked).not.toBe(value);
        if (Array.from(value).length > 0) expect(shown.length).toBeLessThan(Array.from(value).length);
      }),
    );
  });

  it('keep only the original characters, at their places from either end', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), plain, (kind, value) => {
        const chars = Array.from(value);
        const masked = Array.from(String(maskValue(kind, value)));
        const head = masked.findIndex((char) => char === STAR || char === ELLIPSIS);
        const start = head < 0 ? masked.length : head;
        const end = masked.length - 1 - [...masked].reverse().findIndex((char) => char === STAR || char === ELLIPSIS);
        expect(masked.slice(0, start)).toEqual(chars.slice(0, start));
        const tail = masked.slice(end + 1);
        expect(tail).toEqual(tail.length ? chars.slice(-tail.length) : []);
      }),
    );
  });

  it('give a phone of eleven digits its three and four digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^1[3-9]\d{9}$/), (phone) => {
        expect(maskPhone(phone)).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
      }),
    );
  });
});

describe('the walk', () => {
  const answer = {
    pageInfoVO: {
      records: [{ id: 7, phone: '13812341234', realname: '王小明', cardNo: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb' }],
      total: 1,
    },
    changes: { phone: ['13812341234', '13912341234'], status: [0, 1] },
    mobile: '13800000001',
  };

  it('masks personal keys at any depth, arrays of values too, and leaves other keys and the input alone', () => {
    const before = JSON.stringify(answer);
    expect(maskPersonal(answer)).toEqual({
      pageInfoVO: { records: [{ id: 7, phone: '138****1234', realname: '王**', cardNo: 'T9y…uWwb' }], total: 1 },
      changes: { phone: ['138****1234', '139****1234'], status: [0, 1] },
      mobile: '13800000001',
    });
    expect(JSON.stringify(answer)).toBe(before);
  });

  it("follows a route's own reading of a key", () => {
    expect(maskPersonal({ realname: 'TRC20', phone: '13812341234' }, { realname: null })).toEqual({
      realname: 'TRC20',
      phone: '138****1234',
    });
  });

  it('masks for a user without `sensitive` on any page, not for one with it on some page', () => {
    const operator = new Map([['members/user-list', new Set(['view'])]]);
    const finance = new Map([
      ['members/user-list', new Set(['view'])],
      ['finance/withdraw-orders', new Set(['view', 'sensitive'])],
    ]);
    expect(seesPersonal(operator)).toBe(false);
    expect(seesPersonal(finance)).toBe(true);
    expect(personalFor(operator, { phone: '13812341234' })).toEqual({ phone: '138****1234' });
    expect(personalFor(finance, { phone: '13812341234' })).toEqual({ phone: '13812341234' });
  });

  it('keeps personal values out of the operation log, nested ones too', () => {
    const logged = maskParams({ phone: '13812341234', nested: { realName: '王小明' }, page: 1 });
    expect(logged).toBe('{"phone":"138****1234","nested":{"realName":"王**"},"page":1}');
  });
});
