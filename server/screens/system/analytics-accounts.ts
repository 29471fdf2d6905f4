import { analyticsAccounts } from '../../../contract/system/analytics-accounts';
import { ApiError } from '../../lib/api-error';
import { optString, type Input } from '../../lib/input';
import { screenRoutes } from '../../kit/screen';
import { integer, serial, table, text, timestamp } from '../../lib/table';
import { listAnalyticsAccounts, sealOptional } from '../../lib/analytics-secrets';
import { shanghaiNow } from '../../lib/time';
import { fill, M } from '../../i18n/messages';

const accounts = table('analytics_account', {
  id: serial(),
  username: text(),
  password: text({ default: "''" }),
  cookie: text({ default: "''" }),
  status: integer({ default: '1' }),
  lastLoginTime: timestamp({ nullable: true }),
  createdTime: timestamp(),
});

function text50<K extends string>(input: Input<K>, field: NoInfer<K>, label: string): string | undefined {
  const value = input[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new ApiError(fill(M.wrongFormatParameter, { field }));
  const result = String(value);
  if (result.length > 50) throw new ApiError(fill(M.cannotLongerThanCharacters, { label, max: '50' }));
  return result;
}

/** Accounts of the third-party analytics service: list, save (insert/update, status toggle), delete. */
export default screenRoutes(
  'system/analytics-accounts',
  { order: 14, title: { 'zh-CN': '数据分析账号', 'en-US': 'Analytics accounts' }, operatorView: true },
  (r) => {
    r.entity({ table: accounts, existing: 'schema v1' });

    // SPEC §2.12 shows the password to users who may edit the page; others see it masked. Stored encrypted.
    // Hand-written: who asks decides whether the password is shown.
    r.get(
      analyticsAccounts.list,
      {
        params: '—',
        doc: 'a plain array of every account; password and cookie decrypted for `edit` holders, `******` for others',
      },
      async ({ db, user }) =>
        listAnalyticsAccounts(db, user.pages.get('system/analytics-accounts')?.has('edit') === true),
    );

    r.save(
      analyticsAccounts.save,
      accounts,
      (input, mode, { db }) => {
        const username = text50(input, 'username', M.account);
        // Stored AES-256-GCM encrypted (lib/secrets.ts); the 50-character bound applies to what was typed.
        const password = sealOptional(db, text50(input, 'password', M.password));
        const cookie = sealOptional(db, text50(input, 'cookie', 'Cookie'));
        const statusValue = optString(input, 'status');
        const status = statusValue === undefined ? undefined : Number(statusValue);
        if (status !== undefined && status !== 0 && status !== 1) throw new ApiError(M.statusMust10);
        if (mode === 'add') {
          if (!username?.trim()) throw new ApiError(M.accountRequired);
          return {
            username: username.trim(),
            password: password ?? '',
            cookie: cookie ?? '',
            status: status ?? 1,
            createdTime: shanghaiNow(),
          };
        }
        if (username !== undefined && !username.trim()) throw new ApiError(M.accountRequired);
        return { username: username?.trim(), password, cookie, status };
      },
      {
        notFound: M.accountNotFound,
        params: 'the full object `{id, username, password, cookie, status}`',
        doc: 'validates ≤ 50 chars; status 0/1; without id = insert → the id',
      },
    );

    r.deleteById(analyticsAccounts.delete, accounts, {
      notFound: M.accountNotFound,
      minId: 1,
      params: 'the row object (uses id)',
    });

    r.note(
      'Save with id updates only the fields sent (the status toggle may send just `{id, ' +
        `status}\`); without id it needs \`username\` ("${M.accountRequired}") and the \`add\` permType. Field ` +
        `messages: "账号|密码|Cookie不能超过50个字符", "${M.statusMust10}".`,
    );
  },
);
