import type { APIRequestContext } from '@playwright/test';
import { startAppProcesses } from '../../../gateway/testing/app-processes.ts';
import { classWithRoster, idOfToken, signUpPupil, type Pupil } from './attendance.ts';
import { pdfFile, publish, uniqueTitle } from './content.ts';
import { test as base } from './fixtures.ts';
import { acceptedGuardian } from './guardians.ts';
import { announce, addEvent, pngImage } from './notices.ts';
import { addSection, photoFiles } from './photos.ts';
import { addTutor, apiToken, makeAdmin, newAccount, type Account } from './school.ts';

/** A school of a spec's own: its server, its people's tokens, and every text the spec put in it. */
export interface OwnSchool {
  url: string;
  /** Its server's data folder, for the support steps that read mail or the database. */
  dataFolder: string;
  admin: Account;
  pupil: Pupil;
  guardian: Account;
  /** One login per role, made when the school was. */
  tokens: Record<'student' | 'tutor' | 'guardian', string>;
  /** Names, e-mails, titles, descriptions and file names the school holds: what people typed, in whatever language. */
  data: string[];
}

/**
 * Fills a fresh school through the API as its people would: an admin (the command-line tool), a
 * student in a class with a guardian, and one record of every area, so each page has rows to show.
 */
async function fillSchool(request: APIRequestContext, url: string, dataFolder: string): Promise<OwnSchool> {
  const admin = makeAdmin(addTutor(newAccount('meera iyer'), dataFolder), dataFolder);
  const tutor = await apiToken(request, 'tutor', admin);
  const pupil = await signUpPupil(request, tutor, 'asha', dataFolder);
  const className = '7A';
  await classWithRoster(request, tutor, className, [idOfToken(tutor)], [pupil]);
  const guardian = await acceptedGuardian(request, tutor, [pupil], dataFolder);
  const notice = await announce(request, tutor);
  const event = await addEvent(request, tutor);
  const [assignment, note] = await Promise.all(
    (['assignments', 'notes'] as const).map((area) => {
      const title = uniqueTitle(`Chapter ${area}`);
      return publish(request, tutor, area, { title, description: `Read ${title}.`, file: pdfFile(title) });
    }),
  );
  const photos = await photoFiles('sports day', 1);
  const section = await addSection(request, tutor, 'Sports day', photos);
  const data = [
    // A guardian invited without a name is greeted by their e-mail's name.
    ...[admin, pupil, guardian].flatMap((person) => [person.fname, person.email, person.email.split('@')[0] as string]),
    className,
    notice.subject,
    notice.description,
    pngImage(notice.subject).name,
    event.event,
    event.club,
    event.description,
    ...[assignment, note].flatMap((record) => [record!.title, record!.description, record!.file.name]),
    section.subject,
    ...photos.map((photo) => photo.name),
  ];
  return {
    url,
    dataFolder,
    admin,
    pupil,
    guardian,
    tokens: { tutor, student: await apiToken(request, 'student', pupil), guardian: await apiToken(request, 'guardian', guardian) },
    data,
  };
}

/**
 * `test` on a school of the spec's own (one server per worker, filled once): its pages show only
 * what the spec made, and a change of the school's settings reaches no other spec.
 */
export const test = base.extend<object, { ownSchool: OwnSchool }>({
  ownSchool: [
    async ({ playwright }, use) => {
      // TRUST_PROXY as the run's server: each test is a client of its own (support/fixtures.ts).
      const app = await startAppProcesses(1, { env: { TRUST_PROXY: '1' } });
      const [server] = app.processes as [(typeof app.processes)[number]];
      const request = await playwright.request.newContext({ baseURL: server.url });
      try {
        await use(await fillSchool(request, server.url, server.dataDir));
      } finally {
        await request.dispose();
        await app.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ ownSchool }, use) => use(ownSchool.url),
});
