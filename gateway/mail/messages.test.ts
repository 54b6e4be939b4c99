import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../contract/languages.ts';
import { digestMail } from './digest-messages.ts';
import { dayInWords, dueTimeInWords } from './mail-dates.ts';
import type { Mail } from './mailer.ts';
import {
  absenceAlertMail,
  absenceFollowUpMail,
  absenceStreakMail,
  accountExistsMail,
  guardianLinkedMail,
  invitationMail,
  passwordResetMail,
  resetLinkMail,
  signupCodeMail,
} from './messages.ts';

const CODE = '042917';
const LINK = new URL('https://school.example/invite#secret-token');
const LOGIN = new URL('https://school.example/guardian/login');
const DAY = '2026-11-26';
const EARLIER = ['2026-11-24', '2026-11-25', DAY];
const HOME = new URL('https://school.example/student/home/home');
const UNSUBSCRIBE = new URL('https://school.example/unsubscribe#token');

/** A language's own letters: a line of words in it has some, a line left in English has none. */
const SCRIPTS: Readonly<Record<Language, RegExp>> = { en: /[a-z]/, hi: /[\u0900-\u097F]/, ar: /[\u0600-\u06FF]/ };

/** Each mail the app sends, in `language`, with the values it must carry where a reader finds them. */
function everyMail(language: Language): Array<{ name: string; mail: Mail; values: string[] }> {
  const about = { to: 'priya@home.test', language, fname: 'Priya', schoolName: 'Green Valley School' };
  const absence = { ...about, helpline: '+91 80 1234 5678', childName: 'Asha', day: DAY };
  const digest = digestMail({
    ...about,
    kind: 'daily',
    timeZone: 'Asia/Kolkata',
    dueAheadDays: 3,
    sections: [
      {
        child: 'Asha',
        content: { newAssignments: [{ id: 'a1', title: 'Fractions' }], dueAssignments: [{ id: 'a1', title: 'Fractions', dueAt: '2026-11-28T10:00:00.000Z' }], announcements: [{ id: 'n1', subject: 'Zoo trip' }] },
        handedIn: new Set(['a1']),
      },
    ],
    home: HOME,
    unsubscribePage: UNSUBSCRIBE,
    unsubscribeApi: new URL('https://school.example/api/unsubscribe?token=t'),
  });
  return [
    { name: 'sign-up code', mail: signupCodeMail(about, CODE, 10), values: [CODE] },
    { name: 'account exists', mail: accountExistsMail(about, LOGIN), values: [LOGIN.href] },
    { name: 'password reset code', mail: passwordResetMail(about, CODE, 10), values: [CODE] },
    { name: 'invitation of a student', mail: invitationMail({ ...about, link: LINK, validHours: 7 * 24 }, 'student'), values: [LINK.href, 'Green Valley School'] },
    { name: 'invitation of a tutor', mail: invitationMail({ ...about, link: LINK, validHours: 7 * 24 }, 'tutor'), values: [LINK.href] },
    { name: 'invitation of a guardian', mail: invitationMail({ ...about, link: LINK, validHours: 7 * 24 }, 'guardian'), values: [LINK.href] },
    { name: 'reset link', mail: resetLinkMail({ ...about, link: LINK, validHours: 24 }), values: [LINK.href] },
    { name: 'guardian linked', mail: guardianLinkedMail({ ...about, childName: 'Asha', loginUrl: LOGIN }), values: [LOGIN.href, 'Asha'] },
    { name: 'absence alert', mail: absenceAlertMail(absence, 'absent'), values: ['Asha', absence.helpline, dayInWords(DAY, language)] },
    { name: 'late alert', mail: absenceAlertMail({ ...absence, helpline: '' }, 'late'), values: ['Asha', dayInWords(DAY, language)] },
    { name: 'absence follow-up', mail: absenceFollowUpMail(absence, 'excused'), values: ['Asha', absence.helpline, dayInWords(DAY, language)] },
    { name: 'absence streak note', mail: absenceStreakMail(absence, 'A-0042', EARLIER), values: ['Asha', 'A-0042', ...EARLIER.map((day) => `- ${dayInWords(day, language)}`)] },
    { name: 'digest', mail: digest, values: [HOME.href, UNSUBSCRIBE.href, '- Fractions', '- Zoo trip', dueTimeInWords(new Date('2026-11-28T10:00:00.000Z'), language, 'Asia/Kolkata')] },
  ];
}

const table = LANGUAGES.flatMap((language) => everyMail(language).map((each) => ({ language, ...each })));

describe('every mail in every language', () => {
  it.each(table)('$name in $language has all its words, in its language, and its values', ({ language, mail, values }) => {
    expect(mail.headers?.['Content-Language']).toBe(language);
    const lines = mail.text.split('\n');
    for (const value of values) expect(mail.text).toContain(value);
    // Codes and links stand on lines of their own, where a right-to-left mail leaves them intact.
    for (const value of values.filter((each) => each === CODE || each.startsWith('https://'))) expect(lines).toContain(value);
    for (const text of [mail.subject, mail.text]) expect(text).not.toMatch(/undefined|\[object |\$\{|NaN/);
    expect(mail.subject).toMatch(SCRIPTS[language]);
    // Every line that is not a value (a code, a link, a name's underline or a listed title) is the catalogue's, so in the mail's script.
    const words = lines.filter((line) => line !== '' && !values.includes(line) && !/^-+$|^- [A-Z]/.test(line) && line !== 'Asha');
    expect(words.length).toBeGreaterThan(1);
    for (const line of words) expect(line).toMatch(SCRIPTS[language]);
  });

  it('keeps English mails word for word as before', () => {
    const [code] = everyMail('en');
    expect(code?.mail).toEqual({
      to: 'priya@home.test',
      subject: 'Your Studyhall sign-up code',
      text: `Welcome to Studyhall.\n\nEnter this code to finish signing up:\n\n${CODE}\n\nThe code is valid for 10 minutes. If you did not ask for it, you can ignore this mail.`,
      headers: { 'Content-Language': 'en' },
    });
    const alert = everyMail('en').find((each) => each.name === 'absence alert')?.mail;
    expect(alert?.text).toContain('Asha was marked absent at Green Valley School on Thursday, 26 November 2026.');
  });

  it('counts in each language: a day, two days, seven days', () => {
    const invite = (language: Language, validHours: number) => invitationMail({ to: 'a@b.test', language, fname: 'A', schoolName: 'S', link: LINK, validHours }, 'student').text;
    expect(invite('en', 7 * 24)).toContain('for 7 days.');
    expect(invite('en', 24)).toContain('for 24 hours.');
    expect(invite('hi', 7 * 24)).toContain('7 दिनों के लिए');
    expect(invite('ar', 2 * 24)).toContain('لمدة يومين');
    expect(invite('ar', 7 * 24)).toContain('لمدة 7 أيام');
    expect(passwordResetMail({ to: 'a@b.test', language: 'ar' }, CODE, 10).text).toContain('لمدة 10 دقائق');
  });

  it('writes dates in the mail’s language, and due times on the school’s clock', () => {
    expect(dayInWords(DAY, 'hi')).toBe('गुरुवार, 26 नवंबर 2026');
    expect(dayInWords(DAY, 'ar')).toContain('نوفمبر');
    expect(dueTimeInWords(new Date('2026-11-28T10:00:00Z'), 'en', 'Asia/Kolkata')).toBe('28 Nov 2026, 15:30');
    expect(dueTimeInWords(new Date('2026-11-28T10:00:00Z'), 'en', 'UTC')).toBe('28 Nov 2026, 10:00');
  });
});
