import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { DataState } from '../../components/content/DataState.tsx';
import { UserDetailsForm } from '../../components/content/UserDetailsForm.tsx';
import { UserFacts } from '../../components/content/UserFacts.tsx';
import { ViewHeading } from '../../components/content/ViewHeading.tsx';
import { Pencil } from '../../components/icons/pencil.ts';
import { Button } from '../../components/ui/button.tsx';
import { callApi } from '../../lib/api/client.ts';
import type { Profile as ProfileRecord } from '../../../contract/records/user.ts';
import { saveChange } from '../../lib/content/save-change.ts';
import { useRecords, type Records } from '../../lib/content/use-records.ts';
import { useUrlMode, type UrlMode } from '../../lib/content/use-url-mode.ts';
import { capitalise } from '../../../contract/records/capitalise.ts';
import type { UserDetails } from '../../../contract/validation/profile.ts';
import { $user } from '../../stores/auth.ts';
import { profileText as text } from '../../strings/profile.ts';
import { isProfile, profileEndpoint, profileSavePath, type ProfileArea } from './area.ts';
import { keepFreshToken } from './fresh-token.ts';
import { parseProfileView, profileViewSearch, type ProfileView } from './views.ts';

// Loaded when the view opens: the details carry none of it (tests/budget/budgets.json).
const PasswordChangeForm = lazy(() => import('./PasswordChangeForm.tsx'));

const labels = { name: text.formName, email: text.formEmail, contact: text.formContact, submit: text.submit, back: text.back };

interface ViewProps {
  area: ProfileArea;
  /** What the role's details show below them: the student's digest choice. */
  more?: ReactNode;
  nav: UrlMode<ProfileView>;
  profile: Records<ProfileRecord>;
  user: ProfileRecord;
}

/**
 * Either role's Profile page (spec §2, §4): the user's own details with Edit and Change password,
 * the edit form (`?mode=edit`) and the change of password (`?mode=password`). A failed load shows its reason and Retry; after a save the page shows the
 * saved values and the header the new name. `more` goes below the details: the student's e-mail digest.
 */
export function Profile({ area, more }: { area: ProfileArea; more?: ReactNode }) {
  const nav = useUrlMode(parseProfileView, profileViewSearch);
  // In the browser only: the static HTML is the loading state, and the build knows no user.
  const endpoint = useMemo(() => profileEndpoint(area.role, $user.get()?.aud ?? ''), [area]);
  const profile = useRecords(endpoint);
  const { mode } = nav;

  return (
    <DataState key={mode} state={profile.state} onRetry={profile.retry} rows={4}>
      {([user]) => {
        if (!user) return null;
        const props = { area, more, nav, profile, user };
        const View = VIEWS[mode];
        return <View {...props} />;
      }}
    </DataState>
  );
}

function DetailsView({ area, more, nav, user }: ViewProps) {
  return (
    <section className="flex flex-col items-start gap-4">
      <ViewHeading focus={nav.moved}>{text.heading}</ViewHeading>
      <UserFacts
        facts={[
          { label: area.nameLabel, value: capitalise(user.fname) },
          // A student's admission number, as every roll shows it (school-model.md).
          ...(user.admissionNo === undefined ? [] : [{ label: text.rollNo, value: user.admissionNo }]),
          { label: text.email, value: user.email },
          { label: text.position, value: text.positions[user.position as keyof typeof text.positions] ?? user.position },
          { label: text.contact, value: user.contact },
        ]}
      />
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => nav.open('edit')}>
          <Pencil aria-hidden="true" className="size-5" />
          {text.edit}
        </Button>
        <Button variant="outline" onClick={() => nav.open('password')}>
          {text.changePassword}
        </Button>
      </div>
      {more && (
        <section aria-labelledby="profile-mail" className="flex w-full flex-col gap-3 border-t border-slate-200 pt-4">
          <h3 id="profile-mail" className="text-lg font-semibold">
            {text.mailHeading}
          </h3>
          {more}
        </section>
      )}
    </section>
  );
}

function EditView({ area, nav, profile, user }: ViewProps) {
  const [busy, setBusy] = useState(false);
  const toDetails = () => nav.returnTo('details');

  async function save(details: UserDetails) {
    setBusy(true);
    const send = () => callApi<unknown>(profileSavePath(area.role, user._id), { method: 'PUT', body: details }).then(keepFreshToken);
    await saveChange(profile, isProfile, send, { place: 'same', done: text.updated, then: toDetails });
    setBusy(false);
  }

  return (
    <section className="flex flex-col gap-4">
      <ViewHeading focus={nav.moved}>{text.editHeading}</ViewHeading>
      <UserDetailsForm
        schema={area.schema}
        labels={labels}
        numericContact={area.numericContact}
        own
        initial={{ name: user.fname, email: user.email, contact: user.contact }}
        busy={busy}
        onSubmit={(details) => void save(details)}
        onBack={toDetails}
      />
    </section>
  );
}

function PasswordView({ area, nav }: ViewProps) {
  return (
    <section className="flex flex-col gap-4">
      <ViewHeading focus={nav.moved}>{text.changePassword}</ViewHeading>
      <Suspense fallback={<p className="min-h-64 text-sm text-slate-700">{text.loadingForm}</p>}>
        <PasswordChangeForm role={area.role} onDone={() => nav.returnTo('details')} />
      </Suspense>
    </section>
  );
}

const VIEWS = { details: DetailsView, edit: EditView, password: PasswordView } as const satisfies Record<ProfileView, (props: ViewProps) => unknown>;
