import { rulesOnFirstUse } from '../forms/rules-on-first-use.ts';

/**
 * The login form's rules (auth.ts) and the words for the server's refusals, fetched as the
 * person starts typing: the refusals come only after the rules have been needed anyway.
 */
export const loginRules = rulesOnFirstUse(async () => {
  const [{ loginSchema }, { loginMessages }] = await Promise.all([import('../../../contract/validation/auth.ts'), import('../../../contract/strings/validation.ts')]);
  return { schema: loginSchema, messages: loginMessages };
});

/** The sign-up form's rules (auth.ts), fetched as the person starts on the form. */
export const signupRules = rulesOnFirstUse(() => import('../../../contract/validation/auth.ts').then((rules) => rules.signupFormSchema));
