import { PasswordField } from '../components/ui/password-field.tsx';
import { signupText } from '../../contract/strings/auth.ts';
import { invitationText as text } from '../../contract/strings/invitations.ts';
import { rulesOnFirstUse } from '../lib/forms/rules-on-first-use.ts';
import { LinkPasswordForm } from './LinkPasswordForm.tsx';

/** The form's rules, fetched as the person starts on it: zod/mini is not needed to paint the page. */
const inviteRules = rulesOnFirstUse(() => import('../../contract/validation/invitations.ts').then((rules) => rules.inviteFormSchema));

/** The invitation page's form (`/invite#…`): an invited account, or a student a tutor sent a reset, chooses a password. */
export default function InviteAcceptForm() {
  return (
    <LinkPasswordForm
      schema={inviteRules}
      initial={{ password: '', confirmPassword: '' }}
      path="/invite/accept"
      intro={text.intro}
      noLink={text.noLink}
      submit={text.submit}
    >
      {(field) => (
        <>
          <PasswordField label={signupText.password} required autoComplete="new-password" {...field('password')} />
          <PasswordField label={signupText.confirmPassword} required autoComplete="new-password" {...field('confirmPassword')} />
        </>
      )}
    </LinkPasswordForm>
  );
}
