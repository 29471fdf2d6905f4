/**
 * The member as the member screens see it: the schema-v1 `member` table plus the profile columns this
 * screen adds by entity migrations (invite code, account and real-name status, ID document, SMS counter, login).
 * Balances and points come from migration 41 and move only through server/lib/ledger.ts.
 */
import { boolean, integer, money, serial, table, text, timestamp } from '../../lib/table';
import { dictConstants } from '../../../contract/dicts/constants';

export const member = table('member', {
  id: serial(),
  realName: text(),
  phone: text(),
  isTest: boolean(),
  referrerId: integer({ nullable: true }),
  firstLeaderId: integer({ nullable: true }),
  teamLevel: integer(),
  teamUserCount: integer(),
  usdtBalance: money(),
  rmbBalance: money(),
  score: integer(),
  inviteCode: text({ nullable: true }),
  inviteCodeDisabled: boolean(),
  status: integer(),
  realNameStatus: integer(),
  idType: integer(),
  idNumber: text(),
  idFrontImage: text(),
  idBackImage: text(),
  realNameApplyTime: timestamp({ nullable: true }),
  realNameReviewTime: timestamp({ nullable: true }),
  realNameReviewer: text({ nullable: true }),
  realNameRemark: text({ nullable: true }),
  smsCount: integer(),
  online: boolean(),
  lastLoginTime: timestamp({ nullable: true }),
  lastLoginIp: text(),
  offlineTime: timestamp({ nullable: true }),
  remark: text(),
  registerTime: timestamp(),
});

/** SPEC §4 real-name verification dictionary. */
export const REALNAME = dictConstants('realnameStatus');
export const LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;

export const PROFILE_MIGRATIONS = [
  {
    id: 'member:profile-columns',
    sql: `
      ALTER TABLE member ADD COLUMN invite_code text;
      ALTER TABLE member ADD COLUMN invite_code_disabled boolean NOT NULL DEFAULT false;
      ALTER TABLE member ADD COLUMN status integer NOT NULL DEFAULT 0 CHECK (status IN (0, 1));
      ALTER TABLE member ADD COLUMN real_name_status integer NOT NULL DEFAULT 0 CHECK (real_name_status BETWEEN 0 AND 3);
      ALTER TABLE member ADD COLUMN id_type integer NOT NULL DEFAULT 1 CHECK (id_type IN (1, 2));
      ALTER TABLE member ADD COLUMN id_number text NOT NULL DEFAULT '';
      ALTER TABLE member ADD COLUMN id_front_image text NOT NULL DEFAULT '';
      ALTER TABLE member ADD COLUMN id_back_image text NOT NULL DEFAULT '';
      ALTER TABLE member ADD COLUMN real_name_apply_time timestamp;
      ALTER TABLE member ADD COLUMN real_name_review_time timestamp;
      ALTER TABLE member ADD COLUMN real_name_reviewer text;
      ALTER TABLE member ADD COLUMN real_name_remark text;
      ALTER TABLE member ADD COLUMN sms_count integer NOT NULL DEFAULT 0;
      ALTER TABLE member ADD COLUMN online boolean NOT NULL DEFAULT false;
      ALTER TABLE member ADD COLUMN last_login_time timestamp;
      ALTER TABLE member ADD COLUMN last_login_ip text NOT NULL DEFAULT '';
      ALTER TABLE member ADD COLUMN offline_time timestamp;
      ALTER TABLE member ADD COLUMN remark text NOT NULL DEFAULT '';
    `,
  },
  {
    // Phones and invite codes are unique (the index settles a race the save's check cannot); the list reads newest
    // first, the review reads the applications.
    id: 'member:profile-indexes',
    sql: `
      CREATE UNIQUE INDEX member_phone_uidx ON member(phone);
      CREATE UNIQUE INDEX member_invite_code_uidx ON member(invite_code);
      CREATE INDEX member_register_idx ON member(register_time DESC, id DESC);
      CREATE INDEX member_realname_review_idx ON member(real_name_apply_time) WHERE real_name_status = 1;
    `,
  },
  {
    // The review list's order (oldest application first, then id): a page read in order among 250,000 applications
    // at volume (docs/performance.md "At volume"), not sorted.
    id: 'member:realname-order',
    sql: 'CREATE INDEX member_realname_order_idx ON member(real_name_apply_time, id) WHERE real_name_status = 1',
  },
  {
    // Part of an invite code, among 1,000,000 members.
    id: 'member:invite-code-trgm',
    sql: 'CREATE INDEX member_invite_code_trgm ON member USING gin (invite_code gin_trgm_ops)',
  },
] as const;

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const SPACE = 32 ** 6;

/**
 * A member's invite code, derived from the id: six characters without 0/O/1/I. Multiplying by an odd number is a
 * bijection modulo 32^6, so two ids never share a code (ids below 2^30).
 */
export function inviteCodeOf(id: number): string {
  let value = Number((BigInt(id) * 1_000_003n + 7_777_777n) % BigInt(SPACE));
  let code = '';
  for (let i = 0; i < 6; i += 1) {
    code = ALPHABET.charAt(value % 32) + code;
    value = Math.floor(value / 32);
  }
  return code;
}
