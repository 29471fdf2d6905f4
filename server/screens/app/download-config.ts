import { downloadConfig } from '../../../contract/app/download-config';
import { ApiError } from '../../lib/api-error';
import { screenRoutes } from '../../kit/screen';
import { integer, serial, table, text, timestamp } from '../../lib/table';
import { textField } from '../../lib/form-input';
import { safeUrl } from '../../lib/safe-url';
import { shanghaiNow } from '../../lib/time';
import { optEnum } from '../../lib/input';

/** One row: the app download page's settings. */
const download = table('app_download_config', {
  id: serial(),
  title: text(),
  description: text({ default: "''" }),
  downloadUrl: text(),
  iosUrl: text({ default: "''" }),
  androidUrl: text({ default: "''" }),
  status: integer({ default: '1' }),
  updatedTime: timestamp(),
});

/** The app download page (SPEC §2.3 download configuration; a settings form, fields designed here). */
export default screenRoutes(
  'app/download-config',
  { order: 2, title: { 'zh-CN': '下载配置', 'en-US': 'Download settings' } },
  (r) => {
    r.entity({
      table: download,
      seed: async (db) => {
        await db.query(
          `INSERT INTO app_download_config (title, description, download_url, ios_url, android_url, status, updated_time)
         VALUES ($1, $2, $3, $4, $5, 1, $6::timestamp)`,
          [
            '会员平台 APP 下载',
            '扫码或点击按钮下载最新版本',
            'https://download.example.com/app',
            'https://apps.apple.com/app/id0000000000',
            'https://download.example.com/app/android/latest.apk',
            '2026-11-01 10:00:00',
          ],
        );
      },
    });
    r.get(downloadConfig.download, { doc: 'the download page settings (one object)' }, async ({ db }) => {
      const [row] = await db.query(`SELECT ${download.select()} FROM app_download_config ORDER BY id LIMIT 1`);
      return row ?? null;
    });
    r.post(
      downloadConfig.update,
      { perm: 'edit', params: '{title, description, downloadUrl, iosUrl, androidUrl, status}' },
      async ({ db, input }) => {
        const values = [
          textField(input, 'title', '页面标题', { required: true, max: 50 }) ?? '',
          textField(input, 'description', '页面说明', { max: 200 }) ?? '',
          safeUrl(textField(input, 'downloadUrl', '下载页地址', { required: true, max: 500 }), '下载页地址') ?? '',
          safeUrl(textField(input, 'iosUrl', 'iOS 下载地址', { max: 500 }), 'iOS 下载地址') ?? '',
          safeUrl(textField(input, 'androidUrl', 'Android 下载地址', { max: 500 }), 'Android 下载地址') ?? '',
          optEnum(input, 'status', [0, 1]) ?? 1,
          shanghaiNow(),
        ];
        const changed = await db.query(
          `UPDATE app_download_config SET title = $1, description = $2, download_url = $3, ios_url = $4,
         android_url = $5, status = $6, updated_time = $7::timestamp WHERE id = (SELECT MIN(id) FROM app_download_config) RETURNING id`,
          values,
        );
        if (!changed.length) throw new ApiError('下载配置不存在');
        return null;
      },
    );
    r.note('download configuration is one settings object; every URL must be http(s) or a same-origin path.');
  },
);
