import { downloadConfig } from '../../../contract/app/download-config';
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
    r.singleton(
      downloadConfig.download,
      downloadConfig.update,
      download,
      (input) => ({
        title: textField(input, 'title', '页面标题', { required: true, max: 50 }) ?? '',
        description: textField(input, 'description', '页面说明', { max: 200 }) ?? '',
        downloadUrl:
          safeUrl(textField(input, 'downloadUrl', '下载页地址', { required: true, max: 500 }), '下载页地址') ?? '',
        iosUrl: safeUrl(textField(input, 'iosUrl', 'iOS 下载地址', { max: 500 }), 'iOS 下载地址') ?? '',
        androidUrl: safeUrl(textField(input, 'androidUrl', 'Android 下载地址', { max: 500 }), 'Android 下载地址') ?? '',
        status: optEnum(input, 'status', [0, 1]) ?? 1,
        updatedTime: shanghaiNow(),
      }),
      { notFound: '下载配置不存在', params: '{title, description, downloadUrl, iosUrl, androidUrl, status}' },
    );
    r.note('download configuration is one settings object; every URL must be http(s) or a same-origin path.');
  },
);
