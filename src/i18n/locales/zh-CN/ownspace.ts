import { labelsIn } from "@contract/labels";
import { session } from "@contract/session";
import { COMMON_LABELS } from "@contract/labels";
/** Own space (personal center). */
export default {
  tabs: { profile: "个人信息", messages: "消息中心", security: "安全设置", user: "账号信息" },
  avatarReadOnly: "上传文件需要任一页面的添加或编辑权限；只读账号的头像由管理员设置",
  fields: {
    ...labelsIn(session.labels, "zh-CN"),
    nickname: COMMON_LABELS.nickname[0],
    email: COMMON_LABELS.email[0],
    mobile: "手机号",
    username: "用户名",
    roles: "角色",
    department: "所属部门",
    createTime: "创建时间",
  },
  sex: { "0": "保密", "1": "男", "2": "女" },
  rules: {
    nicknameRequired: "请输入昵称",
    nicknameMax: "昵称最多20个字符",
    email: "邮箱格式不正确",
    mobile: "手机号格式不正确",
    descriptionMax: "个人简介最多255个字符",
  },
  messages: { hint: "今天等待你处理的事项：点击一项即打开已筛选好的列表。只显示你菜单中有的页面。" },
  security: { password: "登录密码", passwordHint: "建议定期修改密码，并组合使用字母、数字和符号。", change: "修改" },
};
