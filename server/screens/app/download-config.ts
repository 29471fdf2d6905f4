import { downloadConfig } from '../../../contract/app/download-config';
import { screenRoutes } from '../../kit/screen';
import { integer, serial, table, text, timestamp } from '../../lib/table';
import { textField } from '../../lib/form-input';
import { safeUrl } from '../../lib/safe-url';
import { shanghaiNow } from '../../lib/time';
import { seedRows } from '../../seed/entity-seed';
import { optEnum } from '../../lib/input';
import { M } from '../../i18n/messages';

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
      seed: seedRows(download, () => [
        {
          title: '会员平台 APP 下载',
          description: '扫码或点击按钮下载最新版本',
          downloadUrl: 'https://download.example.com/app',
          iosUrl: 'https://apps.apple.com/app/id0000000000',
          androidUrl: 'https://download.example.com/app/android/latest.apk',
          status: 1,
          updatedTime: '2026-11-01 10:00:00',
        },
      ]),
    });
    r.singleton(
      downloadConfig.download,
      downloadConfig.update,
      download,
      (input) => ({
        title: textField(input, 'title', M.pageTitle, { required: true, max: 50 }) ?? '',
        description: textField(input, 'description', M.pageDescription, { max: 200 }) ?? '',
        downloadUrl:
          safeUrl(
            textField(input, 'downloadUrl', M.downloadPageUrl, { required: true, max: 500 }),
            M.downloadPageUrl,
          ) ?? '',
        iosUrl: safeUrl(textField(input, 'iosUrl', M.iosDownloadUrl, { max: 500 }), M.iosDownloadUrl) ?? '',
        androidUrl:
          safeUrl(textField(input, 'androidUrl', M.androidDownloadUrl, { max: 500 }), M.androidDownloadUrl) ?? '',
        status: optEnum(input, 'status', [0, 1]) ?? 1,
        updatedTime: shanghaiNow(),
      }),
      {
        notFound: M.downloadConfigurationNotFound,
        params: '{title, description, downloadUrl, iosUrl, androidUrl, status}',
      },
    );
    r.note('download configuration is one settings object; every URL must be http(s) or a same-origin path.');
  },
);
