import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { directionOf, LANGUAGE_COOKIE, type Language } from '../../contract/languages.ts';
import type { Position } from '../../contract/records/user.ts';
import { sectionHref, sectionsByRole } from '../../src/navigation/sections.ts';
import { catalogue } from '../budget/catalogues.ts';
import { latinWords, latinWordsOf } from './support/catalogue-words.ts';
import { expect, expectAccessible } from './support/fixtures.ts';
import { test, type OwnSchool } from './support/own-school.ts';
import { apiToken, islandsReady, newAccount, signUpStudent, storeToken } from './support/school.ts';

// Issue 28, parts 3 and 5: every page in Hindi and in Arabic (right to left) says only its
// language's words and passes axe. The words are read from each language's catalogues; the pages
// come from a school of the spec's own, whose texts the test knows to tell them from the words.

const LANGUAGES = ['hi', 'ar'] as const satisfies readonly Language[];
const TIME_ZONES = Intl.supportedValuesOf('timeZone');

type Auth = typeof import('../../contract/strings/auth.ts');

/** What the test reads a language's screens by, from that language's catalogues. */
async function wordsOf(language: Language) {
  const [auth, validation, common, invitations, setup, accessibility, sections, content, datePicker, notes, offline, unsubscribe] = await Promise.all([
    catalogue<Auth>(language, 'contract/strings/auth.ts'),
    catalogue<typeof import('../../contract/strings/validation.ts')>(language, 'contract/strings/validation.ts'),
    catalogue<typeof import('../../contract/strings/common.ts')>(language, 'contract/strings/common.ts'),
    catalogue<typeof import('../../contract/strings/invitations.ts')>(language, 'contract/strings/invitations.ts'),
    catalogue<typeof import('../../contract/strings/setup.ts')>(language, 'contract/strings/setup.ts'),
    catalogue<typeof import('../../src/strings/accessibility.ts')>(language, 'src/strings/accessibility.ts'),
    catalogue<typeof import('../../src/strings/navigation.ts')>(language, 'src/strings/navigation.ts'),
    catalogue<typeof import('../../src/strings/content.ts')>(language, 'src/strings/content.ts'),
    catalogue<typeof import('../../src/strings/date-picker.ts')>(language, 'src/strings/date-picker.ts'),
    catalogue<typeof import('../../src/strings/notes.ts')>(language, 'src/strings/notes.ts'),
    catalogue<typeof import('../../src/strings/offline.ts')>(language, 'src/strings/offline.ts'),
    catalogue<typeof import('../../src/strings/unsubscribe.ts')>(language, 'src/strings/unsubscribe.ts'),
  ]);
  return {
    ...auth,
    ...validation,
    notFound: common.pageText.notFound,
    invitation: invitations.invitationText,
    setup: setup.setupText,
    offline: offline.offlineText.page,
    unsubscribe: unsubscribe.unsubscribeText,
    manifests: sections.appText,
    accessibility: accessibility.accessibilityText,
    titles: { ...sections.navigationText.titles, home: sections.navigationText.home },
    loading: content.contentText.loading,
    datePicker: datePicker.datePickerText,
    notes: notes.notesText,
    latinKept: latinWordsOf(language),
  };
}
type Words = Awaited<ReturnType<typeof wordsOf>>;

/** A page to visit and the heading it opens with. */
interface Visit {
  path: string;
  heading: string;
}

/** The pages anyone may open (the one-time links' without their secret), each with its heading in the language of `words`. */
function publicPages(words: Words): Visit[] {
  return [
    { path: '/', heading: words.landingText.title },
    { path: '/accessibility', heading: words.accessibility.heading },
    ...(['student', 'tutor', 'guardian'] as const).map((role) => ({ path: `/${role}/login`, heading: words.loginText.heading })),
    { path: '/student/signup', heading: words.signupText.heading },
    { path: '/invite', heading: words.invitation.heading },
    { path: '/setup', heading: words.setup.heading },
    { path: '/unsubscribe', heading: words.unsubscribe.heading },
    { path: '/offline', heading: words.offline.heading },
    { path: '/no-such-page', heading: words.notFound.title },
  ];
}

/** Every page of `role`'s shell, each headed with its section's title in the language of `words`. */
function shellPages(role: Position, words: Words): Visit[] {
  return sectionsByRole[role].map(({ slug }) => ({
    path: sectionHref(role, slug),
    heading: slug === 'home' ? words.titles.home[role] : words.titles[slug as Exclude<keyof Words['titles'], 'home'>],
  }));
}

/** Makes every page the context opens come in `language`, as a reader's own choice does. */
async function readIn(context: BrowserContext, language: Language, url: string): Promise<void> {
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url }]);
}

/** Everything a reader sees or hears of the page: its title, description, text and the names given to its parts. */
function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const named = [...document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')].flatMap((element) =>
      ['aria-label', 'title', 'alt', 'placeholder'].map((attribute) => element.getAttribute(attribute) ?? ''),
    );
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    return [document.title, description, document.body.innerText, ...named].join('\n');
  });
}

/** `text` without any of `typed`, whatever its case (names are shown capitalised, or in capitals). */
function withoutTyped(text: string, typed: readonly string[]): string {
  let rest = text;
  // Longest first, so a name is taken out before a shorter text inside it.
  for (const each of [...typed].sort((a, b) => b.length - a.length)) {
    for (let at = rest.toLowerCase().indexOf(each.toLowerCase()); at !== -1; at = rest.toLowerCase().indexOf(each.toLowerCase())) {
      rest = `${rest.slice(0, at)} ${rest.slice(at + each.length)}`;
    }
  }
  return rest;
}

/** Each word in Latin letters the page shows outside the school's own texts and what its language keeps so, with what surrounds it. */
async function untranslatedOn(page: Page, words: Words, data: readonly string[]): Promise<string[]> {
  // E-mail addresses are what people typed too, whoever made them; a time zone is named as it is (`Asia/Kolkata`).
  const text = withoutTyped(await shownText(page), [...data, ...TIME_ZONES]).replace(/\S+@\S+/g, ' ');
  const found = new Set(latinWords(text).filter((word) => !words.latinKept.has(word.toLowerCase())));
  return [...found].map((word) => {
    const at = text.indexOf(word);
    return `${word} in “${text.slice(Math.max(0, at - 30), at + word.length + 30).replace(/\s+/g, ' ')}”`;
  });
}

/** The page (or its open dialog) is in `language`: its root's language and direction, axe, and no English. */
async function expectInLanguage(page: Page, language: Language, words: Words, school: OwnSchool): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', directionOf(language));
  await expectAccessible(page);
  expect(await untranslatedOn(page, words, school.data), `words not in ${language} on ${new URL(page.url()).pathname}`).toEqual([]);
}

/** Opens each page once its lists are in: its heading, then the checks of `expectInLanguage`. */
async function visitEach(page: Page, visits: readonly Visit[], language: Language, words: Words, school: OwnSchool): Promise<void> {
  for (const { path, heading } of visits) {
    // Checked once its lists are shown, below, rather than as it arrives.
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page, `${path} stays`).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await islandsReady(page);
    await expect(page.getByText(words.loading)).toHaveCount(0);
    await expectInLanguage(page, language, words, school);
  }
}

for (const language of LANGUAGES) {
  test.describe(`every page in ${language} (${directionOf(language)})`, () => {
    let words: Words;
    test.beforeAll(async () => {
      words = await wordsOf(language);
    });

    test('the landing page, the accessibility statement, the logins, the sign-up, the one-time links, offline, not found and the apps', async ({ page, context, ownSchool }) => {
      await readIn(context, language, ownSchool.url);
      await visitEach(page, publicPages(words), language, words, ownSchool);
      // The apps installed from these pages: named and described in the language, laid out in its direction.
      for (const role of ['student', 'tutor', 'guardian'] as const) {
        const { name, description } = words.manifests[role];
        const manifest = (await (await page.request.get(`/${role}.webmanifest`)).json()) as Record<string, unknown>;
        expect(manifest, `${role}.webmanifest`).toMatchObject({ lang: language, dir: directionOf(language), name, description });
      }
    });

    for (const role of ['student', 'tutor', 'guardian'] as const) {
      test(`every ${role} page`, async ({ page, context, ownSchool }) => {
        await readIn(context, language, ownSchool.url);
        await storeToken(page, ownSchool.tokens[role]);
        await visitEach(page, shellPages(role, words), language, words, ownSchool);
      });
    }

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 360, height: 740 } });

      test('the menu drawer and the logout question', async ({ page, context, ownSchool }) => {
        await readIn(context, language, ownSchool.url);
        await storeToken(page, ownSchool.tokens.student);
        await page.goto('/student/home/home');
        await islandsReady(page);
        // The student's says so when there is news: 'Open menu, new items'.
        await page.getByRole('button', { name: words.shellText.openMenu }).click();
        const menu = page.getByRole('dialog', { name: words.shellText.menu });
        // Not exact: a section with news says how many after its title.
        await expect(menu.getByRole('link', { name: words.titles.notes })).toBeVisible();
        await expectInLanguage(page, language, words, ownSchool);
        await page.getByRole('button', { name: words.shellText.closeMenu }).click();
        await expect(menu).toBeHidden();

        await page.getByRole('button', { name: words.shellText.logout, exact: true }).click();
        const question = page.getByRole('dialog', { name: words.shellText.logoutQuestion });
        await expect(question).toBeVisible();
        await expectInLanguage(page, language, words, ownSchool);
        await question.getByRole('button', { name: words.shellText.cancel, exact: true }).click();
        await expect(question).toBeHidden();
      });

      test("a tutor's add form and the date picker", async ({ page, context, ownSchool }) => {
        await readIn(context, language, ownSchool.url);
        await storeToken(page, ownSchool.tokens.tutor);
        await page.goto('/tutor/home/notes');
        await islandsReady(page);
        await page.getByRole('button', { name: words.notes.add, exact: true }).click();
        await expect(page.getByRole('heading', { level: 2, name: words.notes.add })).toBeVisible();
        await expectInLanguage(page, language, words, ownSchool);

        // The new-event form is the events page's first view; its date field has the picker.
        await page.goto('/tutor/home/events');
        await islandsReady(page);
        await page.getByRole('button', { name: words.datePicker.chooseDate, exact: true }).click();
        const picker = page.getByRole('dialog', { name: words.datePicker.dialogTitle });
        await expect(picker.getByRole('grid')).toBeVisible();
        await expectInLanguage(page, language, words, ownSchool);
        await page.keyboard.press('Escape');
        await expect(picker).toBeHidden();
      });
    });
  });
}

test.describe('forms answer in the page language', () => {
  test('the login says what is missing or wrong in Arabic, and sign-up names each empty field', async ({ page, context, ownSchool }) => {
    const words = await wordsOf('ar');
    await readIn(context, 'ar', ownSchool.url);
    await page.goto('/student/login');
    await islandsReady(page);
    const login = page.getByRole('button', { name: words.loginText.submit, exact: true });
    const error = page.getByRole('alert');
    await login.click();
    await expect(error).toHaveText(words.loginMessages.bothMissing);
    await page.getByLabel(words.loginText.email).fill('nobody@school.test');
    await login.click();
    await expect(error).toHaveText(words.loginMessages.oneMissing);
    // The API's answer, in the language the page asked in.
    await page.getByLabel(words.loginText.password, { exact: true }).fill('Wrong#123');
    await login.click();
    await expect(error).toHaveText(words.loginMessages.wrongDetails);
    await expectInLanguage(page, 'ar', words, ownSchool);

    await page.goto('/student/signup');
    await islandsReady(page);
    await page.getByRole('button', { name: words.signupText.submit, exact: true }).click();
    await expect(page.getByRole('textbox', { name: words.signupText.fname })).toHaveAccessibleDescription(words.signupMessages.nameRequired);
    await expect(page.getByRole('textbox', { name: words.signupText.email })).toHaveAccessibleDescription(words.signupMessages.emailRequired);
    await expectInLanguage(page, 'ar', words, ownSchool);
  });
});

/** Writes the school's language through its admin's call, the rest of its settings as they are. */
async function setSchoolLanguage(request: APIRequestContext, adminToken: string, language: Language): Promise<void> {
  const { school } = (await (await request.get('/api/school')).json()) as { school: Record<string, unknown> };
  const saved = await request.put('/api/tutor/home/school', { headers: { Authorization: `Bearer ${adminToken}` }, data: { ...school, language } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The `lang` of the page `path` as the server answers a browser without a language cookie. */
async function servedLanguage(request: APIRequestContext, path: string): Promise<string | undefined> {
  const html = await (await request.get(path)).text();
  return /<html lang="([^"]+)"/.exec(html)?.[1];
}

test.describe("the school's language", () => {
  // The school's setting is every cookie-less reader's: the tests that change it run one after the other, and put it back.
  test.describe.configure({ mode: 'serial' });
  let adminToken = '';
  test.afterAll(async ({ playwright, ownSchool }) => {
    if (!adminToken) return;
    const request = await playwright.request.newContext({ baseURL: ownSchool.url });
    await setSchoolLanguage(request, adminToken, 'en');
    await request.dispose();
  });

  test('a school in Hindi greets a new browser in Hindi; a student who chose Arabic logs in to an Arabic home, never seeing another language', async ({ page, request, ownSchool }) => {
    adminToken = ownSchool.tokens.tutor;
    await setSchoolLanguage(request, adminToken, 'hi');
    // Every process reads the school's language again within two seconds (gateway/site/school-language.ts).
    await expect.poll(() => servedLanguage(request, '/student/login')).toBe('hi');

    const student = await signUpStudent(request, newAccount('zoya khan'), ownSchool.dataFolder);
    // The school's lists show them from now on, to the worker's later tests too.
    ownSchool.data.push(student.fname, student.email);
    const chose = await request.put('/api/student/home/language', { headers: { Authorization: `Bearer ${await apiToken(request, 'student', student)}` }, data: { language: 'ar' } });
    expect(chose.status(), await chose.text()).toBe(200);

    // What the reader sees: the language of every frame of the home that was painted visible.
    await page.addInitScript(() => {
      if (!location.pathname.startsWith('/student/home/')) return;
      const record = () => {
        const root = document.documentElement;
        const painted = JSON.parse(sessionStorage.getItem('painted-languages') ?? '[]') as string[];
        painted.push(`${root.lang} ${getComputedStyle(root).visibility}`);
        sessionStorage.setItem('painted-languages', JSON.stringify(painted));
        if (document.readyState !== 'complete') requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });

    const hindi = await wordsOf('hi');
    const arabic = await wordsOf('ar');
    const first = await page.goto('/student/login');
    expect(await first?.text()).toContain('<html lang="hi" dir="ltr"');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindi.loginText.heading);
    await expectInLanguage(page, 'hi', hindi, ownSchool);

    await page.getByLabel(hindi.loginText.email).fill(student.email);
    await page.getByLabel(hindi.loginText.password, { exact: true }).fill(student.password);
    await page.getByRole('button', { name: hindi.loginText.submit, exact: true }).click();
    await expect(page).toHaveURL('/student/home/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabic.titles.home.student);
    await islandsReady(page);
    await expectInLanguage(page, 'ar', arabic, ownSchool);
    const painted = await page.evaluate(() => JSON.parse(sessionStorage.getItem('painted-languages') ?? '[]') as string[]);
    expect(painted.filter((frame) => frame.endsWith(' visible')).length, `frames painted: ${painted.join(', ')}`).toBeGreaterThan(0);
    expect(painted.filter((frame) => frame.endsWith(' visible') && !frame.startsWith('ar ')), 'frames painted in another language').toEqual([]);
  });
});
