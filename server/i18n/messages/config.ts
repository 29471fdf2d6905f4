import { COMMON_LABELS } from '../../../contract/labels';
import { trafficPackages } from '../../../contract/config/traffic-packages';
import { systemParams } from '../../../contract/config/system-params';
import { systemConfig } from '../../../contract/config/system-config';
import { shopNews } from '../../../contract/config/shop-news';
import { shopDiscounts } from '../../../contract/config/shop-discounts';
import { phoneAreaCodes } from '../../../contract/config/phone-area-codes';
import { levelConfig } from '../../../contract/config/level-config';
import { descriptionConfig } from '../../../contract/config/description-config';
import { clientConfig } from '../../../contract/config/client-config';
import { banners } from '../../../contract/config/banners';
import { downloadConfig } from '../../../contract/app/download-config';
import { appVersions } from '../../../contract/app/app-versions';
import { bankManagement } from '../../../contract/finance/bank-management';
import type { Catalogue } from '../catalogue';

/** The server's messages, by name (zh-CN, en-US): app and configuration. */
export const CONFIG = {
  versionNumber: appVersions.labels.versionCode,
  versionName: appVersions.labels.versionName,
  releaseNotes: appVersions.labels.notes,
  packageUrl: appVersions.labels.packageUrl,
  choosePlatform: ['请选择平台', 'Choose a platform.'],
  versionNotFound: ['版本不存在', 'The version does not exist.'],
  pageTitle: downloadConfig.labels.title,
  pageDescription: downloadConfig.labels.description,
  downloadPageUrl: downloadConfig.labels.downloadUrl,
  iosDownloadUrl: downloadConfig.labels.iosUrl,
  androidDownloadUrl: downloadConfig.labels.androidUrl,
  downloadConfigurationNotFound: ['下载配置不存在', 'The download configuration does not exist.'],
  title: COMMON_LABELS.title,
  image: COMMON_LABELS.image,
  link: banners.labels.link,
  bannerNotFound: ['轮播图不存在', 'The banner does not exist.'],
  switchName: clientConfig.labels.name,
  switchKey: clientConfig.labels.switchKey,
  switchKeyAlreadyExists: ['开关标识已存在', 'The switch key already exists.'],
  switchNotFound: ['开关不存在', 'The switch does not exist.'],
  remark: COMMON_LABELS.remark,
  captionKey: descriptionConfig.labels.captionKey,
  captionKeyAlreadyExists: ['文案标识已存在', 'The caption key already exists.'],
  captionText: descriptionConfig.labels.content,
  captionNotFound: ['文案不存在', 'The caption does not exist.'],
  levelName: COMMON_LABELS.levelName,
  levelIcon: levelConfig.labels.icon,
  minimumAssets: levelConfig.labels.minAssets,
  levelBenefits: levelConfig.labels.remark,
  levelNotFound: ['等级不存在', 'The level does not exist.'],
  messageTemplateNotFound: ['消息模板不存在', 'The message template does not exist.'],
  content: ['内容', 'Content'],
  noticeNotFound: ['通知不存在', 'The notice does not exist.'],
  areaCode: phoneAreaCodes.labels.regionCode,
  areaCodeAlreadyExists: ['区号已存在', 'The area code already exists.'],
  areaCodeFollowed1: ['区号格式为 + 加 1–4 位数字', 'An area code is + followed by 1 to 4 digits.'],
  countryRegion: phoneAreaCodes.labels.regionName,
  areaCodeNotFound: ['区号不存在', 'The area code does not exist.'],
  discountRateRequired: ['折扣率不能为空', 'The discount rate is required.'],
  discountRateMustBetween: [
    '折扣率必须在 0–1 之间（最多4位小数）',
    'The discount rate must be between 0 and 1 (at most 4 decimals).',
  ],
  discountName: shopDiscounts.labels.name,
  minimumOrderAmount: shopDiscounts.labels.minAmount,
  discountNotFound: ['折扣不存在', 'The discount does not exist.'],
  cover: shopNews.labels.cover,
  newsItemNotFound: ['新闻不存在', 'The news item does not exist.'],
  platformName: systemConfig.labels.siteName,
  platformIcon: systemConfig.labels.logo,
  customerServiceLink: systemConfig.labels.customerServiceUrl,
  minimumWithdrawal: systemConfig.labels.withdrawMinAmount,
  maximumWithdrawal: systemConfig.labels.withdrawMaxAmount,
  withdrawalFeeRate: systemConfig.labels.withdrawFeeRate,
  usdtExchangeRate: systemConfig.labels.usdtRate,
  minimumWithdrawalCannotLarger: [
    '单笔最低提现不能大于单笔最高提现',
    'The minimum withdrawal cannot be larger than the maximum withdrawal.',
  ],
  systemConfigurationNotFound: ['系统配置不存在', 'The system configuration does not exist.'],
  valueMustWholeNumber: ['参数值必须是整数', 'The value must be a whole number.'],
  valueMustNumberDecimal: ['参数值必须是数字（浮点数）', 'The value must be a number (decimal).'],
  valueCannotLongerThan500: ['参数值不能超过500个字符', 'The value cannot be longer than 500 characters.'],
  valueMustTimeHh: ['参数值必须是时间 HH:mm:ss', 'The value must be a time HH:mm:ss.'],
  valueMustDateYyyy: ['参数值必须是日期 yyyy-MM-dd', 'The value must be a date yyyy-MM-dd.'],
  chooseValueType: ['请选择参数值类型', 'Choose a value type.'],
  valueRequired: ['参数值不能为空', 'The value is required.'],
  parameterKey: systemParams.labels.paramKey,
  parameterKeyAlreadyExists: ['参数键已存在', 'The parameter key already exists.'],
  parameterName: systemParams.labels.paramName,
  parameterNotFound: ['参数不存在', 'The parameter does not exist.'],
  trafficPackageName: trafficPackages.labels.name,
  visits: COMMON_LABELS.visits,
  validDays: COMMON_LABELS.validDays,
  price: trafficPackages.labels.price,
  trafficPackageNotFound: ['流量包不存在', 'The traffic package does not exist.'],
  bankName: bankManagement.labels.bankName,
  bankCode: bankManagement.labels.bankCode,
  bankCodeAlreadyExists: ['银行编码已存在', 'The bank code already exists.'],
  bankIcon: bankManagement.labels.logo,
  bankNotFound: ['银行不存在', 'The bank does not exist.'],
} as const satisfies Catalogue;
