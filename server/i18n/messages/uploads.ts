import type { Catalogue } from '../catalogue';

/** The server's messages, by name (zh-CN, en-US): uploads. */
export const UPLOADS = {
  imageCannotLargerThan5: ['图片不能超过5MB', 'The image cannot be larger than 5 MB.'],
  chooseImageUpload: ['请选择要上传的图片', 'Choose an image to upload.'],
  onlyPngJpegGif: ['只能上传 PNG、JPEG、GIF 或 WebP 图片', 'Only PNG, JPEG, GIF or WebP images can be uploaded.'],
  packageCannotLargerThan50: ['安装包不能超过50MB', 'The package cannot be larger than 50 MB.'],
  choosePackageUpload: ['请选择要上传的安装包', 'Choose a package to upload.'],
  onlyApkIpaPackages: [
    '只能上传 APK 或 IPA 安装包（zip 格式）',
    'Only APK or IPA packages (zip format) can be uploaded.',
  ],
  uploadTypeNotSupported: ['不支持的上传类型', 'This upload type is not supported.'],
} as const satisfies Catalogue;
