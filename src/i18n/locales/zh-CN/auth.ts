export default {
  title: "登录",
  subtitle: "{{product}}后台管理系统",
  username: "用户名",
  password: "密码",
  usernameRequired: "请输入用户名",
  passwordRequired: "请输入密码",
  passwordPlaceholder: "请输入密码，长度为6-20个字符",
  submit: "登录",
  demoHint: "演示账号：admin / 123456，operator / 123456",
};
