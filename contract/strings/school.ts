/** The school settings' checks (school-model.md), shown beside the admin's fields and sent by the API. */
export const schoolMessages = {
  nameRequired: "The school's name is required",
  nameLong: (max: number) => `The school's name must be at most ${max} characters`,
  helplineInvalid: 'The helpline must be a phone number of 7 to 15 digits (spaces, + and - allowed), or empty',
  timeZoneInvalid: 'Choose a time zone from the list, like Asia/Kolkata',
  weekdaysInvalid: 'Closed weekdays are numbers from 0 (Sunday) to 6 (Saturday)',
  allClosed: 'The school must be open on at least one day of the week',
  holidayInvalid: 'Each holiday must be a real date written like 2026-12-25',
  holidaysTooMany: (max: number) => `A school can list at most ${max} holidays`,
  languageInvalid: 'The language must be a code like en, hi or pt-BR',
  absenceAlertsInvalid: 'Absence alerts must be on (true) or off (false)',
} as const;
