import type { KeysOf } from '../../../contract/calls';
import { settings } from '../../../contract/system/settings';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { optEnum, requireInt, type Input } from '../../lib/input';
import { contains, oneOf } from '../../kit/filters';
import { deleteRows, insertRow, readIds, updateRow } from '../../kit/mutations';
import { screenRoutes } from '../../kit/screen';
import { serial, table, text, timestamp } from '../../lib/table';
import { textField } from '../../lib/form-input';
import { invalidateSettings, SERVER_SETTINGS } from '../../lib/settings';
import { shanghaiNow } from '../../lib/time';
import { seedRows } from '../../seed/entity-seed';
import { M } from '../../i18n/messages';

const setting = table('setting', {
  id: serial(),
  key: text(),
  value: text({ default: "''" }),
  description: text({ default: "''" }),
  type: text({ default: "'text'" }),
  updateTime: timestamp(),
});

const TYPES = ['text', 'number', 'boolean'] as const;
const KEY = /^[A-Za-z][A-Za-z0-9_.-]{0,59}$/;

/** [key, value, type]: the settings the server reads, then two the console may show. */
const SEED: readonly [string, string, (typeof TYPES)[number], string][] = [
  ['productName', '', 'text', SERVER_SETTINGS.productName],
  ['loginFailureLimit', '10', 'number', SERVER_SETTINGS.loginFailureLimit],
  ['loginLockMinutes', '10', 'number', SERVER_SETTINGS.loginLockMinutes],
  ['tokenTtlMinutes', '', 'number', SERVER_SETTINGS.tokenTtlMinutes],
  ['fourEyesUsdt', '', 'number', SERVER_SETTINGS.fourEyesUsdt],
  ['fourEyesRmb', '', 'number', SERVER_SETTINGS.fourEyesRmb],
  ['twoFactorRoles', 'ROLE_FINANCE', 'text', SERVER_SETTINGS.twoFactorRoles],
  ['reviewWaitHours', '24', 'number', SERVER_SETTINGS.reviewWaitHours],
  ['supportEmail', 'support@example.com', 'text', '客服邮箱'],
  ['maintenanceMode', 'false', 'boolean', '维护模式开关（仅展示）'],
];

/** Checks the value against the type (a number setting the server reads must be positive, or blank for its default). */
async function values(db: Queryable, input: Input<KeysOf<typeof settings.add>>, id = 0) {
  const key = textField(input, 'key', M.settingKey, { required: id === 0, max: 60 });
  if (key !== undefined) {
    // A key taken is refused by the database's unique index, in its words (db/unique.ts).
    if (!KEY.test(key)) throw new ApiError(M.settingKeyMustStart);
  }
  const [current] = id ? await db.query<{ type: string }>('SELECT type FROM setting WHERE id = $1', [id]) : [];
  const type = optEnum(input, 'type', TYPES) ?? current?.type ?? 'text';
  const value =
    typeof input.value === 'string' || typeof input.value === 'number' ? String(input.value).trim() : undefined;
  if (value !== undefined && value.length > 1000) throw new ApiError(M.settingValueCannotLonger);
  if (value && type === 'number' && !(Number(value) > 0)) throw new ApiError(M.numericSettingValueMustPositive);
  if (value && type === 'boolean' && value !== 'true' && value !== 'false')
    throw new ApiError(M.booleanSettingValueMustTrue);
  return {
    key,
    value,
    type: optEnum(input, 'type', TYPES),
    description: textField(input, 'description', M.description, { max: 255 }),
    updateTime: shanghaiNow(),
  };
}

/** System settings: key/value/description/type; the server reads its own at once (lib/settings.ts). */
export default screenRoutes(
  'system/settings',
  { order: 13, title: { 'zh-CN': '系统设置', 'en-US': 'System settings' } },
  (r) => {
    r.entity({
      table: setting,
      migrations: [
        { id: 'setting:unique-key', sql: 'CREATE UNIQUE INDEX setting_key_idx ON setting(key)' },
        {
          // Databases seeded before four-eyes: its thresholds, blank (off). A new database gets them from the seed.
          id: 'setting:four-eyes',
          sql: `INSERT INTO setting (key, value, type, description, update_time)
          SELECT v.key, '', 'number', v.description, '2026-01-01 09:00:00' FROM (VALUES
            ('fourEyesUsdt', '${SERVER_SETTINGS.fourEyesUsdt}'), ('fourEyesRmb', '${SERVER_SETTINGS.fourEyesRmb}'))
            AS v(key, description)
          WHERE EXISTS (SELECT 1 FROM setting) ON CONFLICT (key) DO NOTHING`,
        },
      ],
      seed: seedRows(setting, () =>
        SEED.map(([key, value, type, description]) => ({
          key,
          value,
          type,
          description,
          updateTime: '2026-01-01 09:00:00',
        })),
      ),
    });
    r.list(settings.list, {
      consoleOnly: 'settings (X-Boot 3.3.x has no setting controller)',
      from: 'setting s',
      select: setting.select('s'),
      filters: { key: contains('s.key'), description: contains('s.description'), type: oneOf('s.type', TYPES) },
      order: 's.id',
    });
    const saved = async <T>(result: Promise<T>): Promise<T> => {
      const value = await result;
      invalidateSettings();
      return value;
    };
    // Hand-written: a setting's value is checked against its key's kind, and the cache of settings is dropped.
    r.post(
      settings.add,
      { consoleOnly: 'settings', params: '{key, value, type, description}' },
      async ({ db, input }) => {
        const row = await values(db, input);
        return saved(
          insertRow(db, setting, {
            key: row.key ?? '',
            value: row.value ?? '',
            type: row.type ?? 'text',
            description: row.description ?? '',
            updateTime: row.updateTime,
          }),
        );
      },
    );
    // Hand-written: a setting's value is checked against its key's kind, and the cache of settings is dropped.
    r.post(
      settings.edit,
      { consoleOnly: 'settings', params: '{id, key, value, type, description}' },
      async ({ db, input }) => {
        const id = requireInt(input, 'id', 1);
        const row = await values(db, input, id);
        // The fields sent are written; those left out are kept.
        return saved(updateRow(db, setting, id, row, M.settingNotFound));
      },
    );
    // Hand-written: deletes settings and drops the cache of settings.
    r.post(settings.delByIds, { consoleOnly: 'settings', params: '{ids}' }, async ({ db, input }) =>
      saved(db.transaction((tx) => deleteRows(tx, setting.name, readIds(input)))),
    );
    r.note(
      'settings: productName, loginFailureLimit, loginLockMinutes, tokenTtlMinutes, fourEyesUsdt, fourEyesRmb, twoFactorRoles and reviewWaitHours are read by the server without a restart (a blank or removed one means its default; four-eyes off).',
    );
  },
);
