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
  image: { alt: "图片", preview: "预览" },
  stat: { change: "较上期 {{percent}}%" },
  richText: { label: "正文编辑器", placeholder: "请输入正文" },
  upload: { choose: "上传图片", replace: "更换图片", notImage: "只能上传图片文件", tooLarge: "图片不能超过{{max}}MB" },
};
