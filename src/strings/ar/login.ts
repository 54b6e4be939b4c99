import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../login.ts';

export const loginExtraText = {
  forgotPassword: 'نسيت كلمة المرور؟',
} as const satisfies Translation<typeof en.loginExtraText>;
