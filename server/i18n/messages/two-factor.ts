import type { Catalogue } from '../catalogue';

/** English of the two-factor sign-in's messages (routes/two-factor.ts, lib/two-factor.ts). */
export const TWO_FACTOR = {
  enterCodeFromYour: ['请输入动态验证码', 'Enter the code from your authenticator app'],
  wrongCode: ['动态验证码错误', 'Wrong code'],
  signInExpiredPlease: ['验证已过期，请重新登录', 'The sign-in has expired. Please sign in again'],
  enterCodeFromYourAuthenticator: [
    '请输入动态验证码以确认此操作',
    'Enter a code from your authenticator app to confirm this action',
  ],
  passwordRightWaitingCode: ['密码正确，等待动态验证码', 'Password right, waiting for the code'],
} as const satisfies Catalogue;
