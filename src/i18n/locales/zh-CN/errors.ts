export default {
  unknownRelogin: "未知错误，请重新登录",
  unknown: "未知错误",
  timeout: "请求超时",
  malformed: "服务器返回了无法识别的数据",
  versionCheckFailed: "版本检测失败，请重试",
  newVersion: "检测到新的版本:{{version}}，请刷新页面以更新内容！",
  refreshNow: "立即刷新",
  forbidden: "抱歉，您无权访问此页面",
  notFound: "抱歉，您访问的页面不存在",
  serverError: "抱歉，服务器出错了",
  notAvailable: "该页面尚未在本控制台中提供",
  notAvailableHint: "菜单项 “{{title}}”（组件 {{component}}）暂未实现，请联系开发人员。",
};
