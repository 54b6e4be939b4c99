import { PasswordField } from '../components/ui/password-field.tsx';
import { TextField } from '../components/ui/text-field.tsx';
import { setupText as text } from '../../contract/strings/setup.ts';
import { rulesOnFirstUse } from '../lib/forms/rules-on-first-use.ts';
import { LinkPasswordForm } from './LinkPasswordForm.tsx';

/** The form's rules, fetched as the person starts on it: zod/mini is not needed to paint the page. */
const setupRules = rulesOnFirstUse(() => import('../../contract/validation/setup.ts').then((rules) => rules.setupFormSchema));

/** The first-run page's form (`/setup#…`, the link `npm start` prints): the school's first admin. */
export default function SetupForm() {
  return (
    <LinkPasswordForm
      schema={setupRules}
      initial={{ fname: '', email: '', contact: '', password: '', confirmPassword: '' }}
      path="/setup"
      intro={text.intro}
      noLink={text.noLink}
      submit={text.submit}
    >
      {(field) => (
        <>
          <TextField label={text.name} required autoComplete="name" {...field('fname')} />
          <TextField label={text.email} required type="email" autoComplete="email" size={30} {...field('email')} />
          <TextField label={text.contact} required type="tel" inputMode="tel" autoComplete="tel" {...field('contact')} />
          <PasswordField label={text.password} required autoComplete="new-password" {...field('password')} />
          <PasswordField label={text.confirmPassword} required autoComplete="new-password" {...field('confirmPassword')} />
        </>
      )}
    </LinkPasswordForm>
  );
}
