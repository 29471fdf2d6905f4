/** English of the server's messages: uploads. */
export const EN_US_UPLOADS: Readonly<Record<string, string>> = {
  图片不能超过5MB: 'The image cannot be larger than 5 MB.',
  请选择要上传的图片: 'Choose an image to upload.',
  '只能上传 PNG、JPEG、GIF 或 WebP 图片': 'Only PNG, JPEG, GIF or WebP images can be uploaded.',
  安装包不能超过50MB: 'The package cannot be larger than 50 MB.',
  请选择要上传的安装包: 'Choose a package to upload.',
  '只能上传 APK 或 IPA 安装包（zip 格式）': 'Only APK or IPA packages (zip format) can be uploaded.',
  不支持的上传类型: 'This upload type is not supported.',
};
