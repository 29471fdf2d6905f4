import { session } from '../../../contract/session';
import { COMMON_LABELS } from '../../../contract/labels';
import type { Catalogue } from '../catalogue';

/** The server's messages, by name (zh-CN, en-US): session, login and profile. */
export const SESSION = {
  wrongUsernamePassword: ['用户名或密码错误', 'Wrong username or password.'],
  userNotFound: ['用户不存在', 'The user does not exist.'],
  usernamePasswordRequired: ['用户名和密码不能为空', 'Username and password are required.'],
  accountDisabled: ['账户已被禁用', 'This account is disabled.'],
  signedIn: ['登录成功', 'Signed in.'],
  tooManySignIn: ['登录请求过多，请稍后再试', 'Too many sign-in requests. Try again later.'],
  tooManyFailedSign: [
    '登录失败次数过多，请{minutes}分钟后再试',
    'Too many failed sign-ins. Try again in {minutes} minutes.',
  ],
  accountDisabledContactAdministrator: [
    '账户被禁用，请联系管理员',
    'This account is disabled. Contact an administrator.',
  ],
  tooManyFailedSignIns: [
    '登录错误次数超过限制，请{minutes}分钟后再试',
    'Too many failed sign-ins. Try again in {minutes} minutes.',
  ],
  nickname: COMMON_LABELS.nickname,
  email: COMMON_LABELS.email,
  emailAddressNotValid: ['邮箱格式不正确', 'The email address is not valid.'],
  mobileNumber: ['手机号', 'Mobile number'],
  mobileNumberNotValid: ['手机号格式不正确', 'The mobile number is not valid.'],
  gender: session.labels.sex,
  bio: session.labels.description,
  avatar: session.labels.avatar,
  avatarUrl: ['头像地址', 'Avatar URL'],
  enterYourCurrentPassword: ['请输入原密码', 'Enter your current password.'],
  currentPasswordWrong: ['旧密码不正确', 'The current password is wrong.'],
  newPasswordNeedsAtLeast6: ['新密码至少6个字符', 'The new password needs at least 6 characters.'],
  newPasswordCanAtMost32: ['新密码最多32个字符', 'The new password can have at most 32 characters.'],
  passwordWrong: ['密码不正确', 'The password is wrong.'],
} as const satisfies Catalogue;
