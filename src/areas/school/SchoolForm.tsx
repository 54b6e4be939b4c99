import { useId, useMemo, useState, type FormEvent } from 'react';
import type { SchoolSettings } from '../../../contract/records/school.ts';
import { timeZoneNames } from '../../../contract/dates/time-zone-names.ts';
import { CheckboxField } from '../../components/ui/checkbox-field.tsx';
import { FieldFrame } from '../../components/ui/field-frame.tsx';
import { NetworkButton } from '../../components/ui/network-button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { callApi } from '../../lib/api/client.ts';
import { useHydrated } from '../../lib/forms/use-hydrated.ts';
import { isSchoolSettings, keepSchool } from '../../stores/school.ts';
import { showToast } from '../../stores/toasts.ts';
import { schoolText as text } from '../../strings/school.ts';
import { languageChoices, SCHOOL_SAVE_PATH } from './area.ts';
import { ClosedWeekdays } from './ClosedWeekdays.tsx';
import { HolidayList } from './HolidayList.tsx';
import { useSchoolForm } from './use-school-form.ts';

/**
 * The admin's form of the school's settings, filled with them: each field's message beside it,
 * a refused save said in a toast too, and nothing typed lost. Once saved, every page of the
 * browser shows the new settings (`keepSchool`), the footer's helpline and "today" included.
 */
export function SchoolForm({ school }: { school: SchoolSettings }) {
  const form = useSchoolForm(school);
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const zonesId = useId();
  const helplineHintId = useId();
  const zoneHintId = useId();
  const zones = useMemo(() => timeZoneNames(), []);
  const { values, errors } = form;

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = form.submit();
    if ('message' in checked) return showToast('error', checked.message);
    setBusy(true);
    try {
      const { school: saved } = await callApi<{ school?: unknown }>(SCHOOL_SAVE_PATH, { method: 'PUT', body: checked.settings });
      if (!isSchoolSettings(saved)) throw new Error(text.unreadable);
      keepSchool(saved);
      form.reset(saved);
      showToast('success', text.saved);
    } catch (error) {
      showToast('error', error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={(event) => void save(event)} className="max-w-2xl">
      <fieldset disabled={!hydrated || busy} className="flex min-w-0 flex-col gap-5">
        <TextField label={text.name} required autoComplete="organization" {...form.text('name')} />
        <TextField label={text.helpline} type="tel" inputMode="tel" autoComplete="off" aria-describedby={helplineHintId} {...form.text('helpline')} />
        <p id={helplineHintId} className="-mt-4 text-sm text-slate-600">
          {text.helplineHint}
        </p>
        <TextField label={text.timeZone} list={zonesId} autoComplete="off" spellCheck={false} aria-describedby={zoneHintId} {...form.text('timeZone')} />
        <p id={zoneHintId} className="-mt-4 text-sm text-slate-600">
          {text.timeZoneHint}
        </p>
        <datalist id={zonesId}>
          {zones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <ClosedWeekdays value={values.closedWeekdays} onChange={(weekdays) => form.change('closedWeekdays', weekdays)} error={errors.closedWeekdays} />
        <HolidayList value={values.holidays} onChange={(holidays) => form.change('holidays', holidays)} error={errors.holidays} />
        <FieldFrame label={text.language} error={errors.language}>
          {(control) => (
            <select
              {...control}
              name="language"
              value={values.language}
              onChange={(event) => form.change('language', event.target.value)}
              className="h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base"
            >
              {languageChoices(values.language).map(({ code, name }) => (
                <option key={code} value={code} lang={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        {/* A save from before the setting existed kept in this browser has none: alerts are on until an admin turns them off. */}
        <CheckboxField label={text.absenceAlertsBox} hint={text.absenceAlertsHint} name="absenceAlerts" checked={values.absenceAlerts !== false} onChange={(on) => form.change('absenceAlerts', on)} />
        <div>
          <NetworkButton type="submit">{text.save}</NetworkButton>
        </div>
      </fieldset>
    </form>
  );
}
