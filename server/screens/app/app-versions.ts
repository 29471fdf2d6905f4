import type { KeysOf } from '../../../contract/calls';
import { appVersions } from '../../../contract/app/app-versions';
import { ApiError } from '../../lib/api-error';
import { optEnum, optTime, type Input } from '../../lib/input';
import { contains, eq, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { integer, serial, table, text, timestamp } from '../../lib/table';
import { intField, textField } from '../../lib/form-input';
import { shanghaiNow } from '../../lib/time';
import { seedRows, seq } from '../../seed/entity-seed';
import { baseDateMs, DAY_MS, seedTime } from '../../seed/dates';
import { safeUrl } from '../../lib/safe-url';
import { M } from '../../i18n/messages';

const version = table('app_version', {
  id: serial(),
  platform: integer(),
  versionCode: integer(),
  versionName: text(),
  updateType: integer({ default: '0' }),
  notes: text({ default: "''" }),
  packageUrl: text({ default: "''" }),
  publishTime: timestamp(),
  createdTime: timestamp(),
});

/** The editable fields; on edit only those sent are written. */
const values = (input: Input<KeysOf<typeof appVersions.add>>, required: boolean) => ({
  platform: optEnum(input, 'platform', [1, 2]),
  versionCode: intField(input, 'versionCode', M.versionNumber, { required, min: 1, max: 99_999_999 }),
  versionName: textField(input, 'versionName', M.versionName, { required, max: 32 }),
  updateType: optEnum(input, 'updateType', [0, 1]),
  notes: textField(input, 'notes', M.releaseNotes, { max: 1000 }),
  packageUrl: safeUrl(textField(input, 'packageUrl', M.packageUrl, { required, max: 500 }), M.packageUrl),
  publishTime: optTime(input, 'publishTime'),
});

/** App versions (SPEC §2.3 app management; fields not shown, designed here). */
export default screenRoutes(
  'app/app-versions',
  { order: 1, title: { 'zh-CN': 'APP版本管理', 'en-US': 'App versions' } },
  (r) => {
    r.entity({
      table: version,
      seed: seedRows(version, () =>
        seq(0, 13).map((i) => {
          const platform = (i % 2) + 1;
          const minor = Math.floor(i / 2);
          const time = seedTime(baseDateMs() - (14 - i) * 7 * DAY_MS);
          return {
            platform,
            versionCode: 100 + minor,
            versionName: `1.${minor}.0`,
            updateType: minor % 3 === 2 ? 1 : 0,
            notes: `1.${minor}.0 修复已知问题，优化体验`,
            packageUrl: `https://download.example.com/app/${platform === 1 ? 'ios' : 'android'}/1.${minor}.0.${platform === 1 ? 'ipa' : 'apk'}`,
            publishTime: time,
            createdTime: time,
          };
        }),
      ),
    });
    r.list(appVersions.list, {
      from: 'app_version v',
      select: version.select('v'),
      filters: {
        platform: oneOf('v.platform', [1, 2]),
        versionName: contains('v.version_name'),
        updateType: eq('v.update_type'),
      },
      order: 'v.publish_time DESC, v.id DESC',
    });
    r.create(
      appVersions.add,
      version,
      (input) => {
        const row = values(input, true);
        if (!row.platform) throw new ApiError(M.choosePlatform);
        return { ...row, publishTime: row.publishTime ?? shanghaiNow(), createdTime: shanghaiNow() };
      },
      { params: '{platform, versionCode, versionName, updateType, notes, packageUrl, publishTime}' },
    );
    r.update(appVersions.edit, version, (input) => values(input, false), {
      notFound: M.versionNotFound,
      params: '{id, …fields}',
    });
    r.deleteById(appVersions.del, version, { notFound: M.versionNotFound, params: '{id}' });
  },
);
