import { COMMON_LABELS } from "@contract/labels";
/** Texts of the shared widgets in src/components. */
export default {
  dateRange: {
    today: "今日",
    yesterday: "昨日",
    thisWeek: "本周",
    halfMonth: "近半个月",
    thisMonth: "本月",
    start: "开始日期",
    end: "结束日期",
  },
  passwordStrength: { label: "密码强度", weak: "弱", medium: "中", strong: "强" },
  region: { placeholder: "请选择省市区", loadFailed: "地区数据加载失败" },
  numeric: { clear: "清空" },
  image: { alt: COMMON_LABELS.image[0], preview: "预览" },
  stat: { change: "较上期 {{percent}}%" },
  richText: { label: "正文编辑器", placeholder: "请输入正文" },
  upload: { choose: "上传图片", replace: "更换图片", notImage: "只能上传图片文件", tooLarge: "图片不能超过{{max}}MB" },
  packageUpload: {
    choose: "上传安装包",
    placeholder: "输入地址，或上传 .apk / .ipa 安装包",
    notPackage: "只能上传 .apk 或 .ipa 安装包",
    tooLarge: "安装包不能超过{{max}}MB",
    active: "正在上传 {{name}}",
    success: "{{name}} 已上传",
    exception: "{{name}} 上传失败",
  },
};
