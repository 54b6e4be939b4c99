import type { AstroIntegration } from 'astro';

/** One group of modules that ship as one file, as Rolldown's `output.codeSplitting.groups` takes it. */
interface ChunkGroup {
  name: string;
  test: RegExp;
  priority: number;
}

const path = (pattern: string) => pattern.replaceAll('/', String.raw`[\\/]`);

/**
 * The browser's chunks, from the most widely used down; each takes what it imports unless an
 * earlier group has it. Left to itself the bundler makes one chunk per set of islands sharing a
 * module, some 20–45 small files a page, and each file compresses on its own: together they
 * weigh a fifth to a quarter less (tests/budget/page-weight.ts measures the result). Named by
 * path because what loads together follows from each layout's islands, which the bundler cannot
 * see: its own rules count islands (`minShareCount`), not pages, and weigh up to 4 KB a page
 * more. A path that stops matching (a module moved) shows as pages over their budgets.
 */
const groups: ChunkGroup[] = [
  // Every page, the public ones too: the footer's language list, which reads the token to keep a
  // signed-in reader's choice, and the plurals other languages' words use. First, so the groups
  // below import them rather than take them in (a Hindi page would load the form fields' chunk).
  { name: 'language', test: new RegExp(path('contract/(languages|strings/plural)|src/(strings/language\\.ts|lib/language/|lib/session/token)')) },
  // Every page with an island: Preact, the compat layer the islands' React names reach (decision 029), and Astro's renderer for it.
  { name: 'preact', test: new RegExp(path('node_modules/(preact|@astrojs/preact)/')) },
  // Every page with an island: the toasts island, the stores, the API client, buttons, the icon
  // frame, and what the pages know of the service worker (whether offline, whose data is kept).
  // A catalogue's path names its language's folder in every build but English's.
  {
    name: 'common',
    test: new RegExp(
      path(
        'node_modules/(clsx|nanostores)/|contract/strings/([a-z]{2}/)?(auth|common)|' +
          'src/(islands/Toasts|stores/(auth|toasts)|strings/([a-z]{2}/)?offline|navigation/|lib/api/client|lib/session/token|lib/forms/use-hydrated|' +
          'lib/when-idle|lib/offline/(connection|saved-answers|saved-data|user-caches|worker-messages)|components/(ui/(button|network-button)|icons/icon\\.tsx))',
      ),
    ),
  },
  // The login, sign-up and other form pages: the fields, and the loader of rules fetched on first use.
  { name: 'fields', test: new RegExp(path('src/(components/ui/(text-field|field-frame|password-field)|lib/forms/rules-on-first-use)')) },
  // Every shell page: the drawer, the logout question, the session check, and the school's
  // settings (the footer's helpline, "today" in the school's time zone).
  {
    name: 'shell',
    test: new RegExp(
      path('contract/dates/time-zones|src/(islands/(NavDrawer|LogoutButton)|components/(NavLinks|ui/(dialog|confirm-dialog))|lib/(dialogs/|session/check-session|school/)|stores/school|layouts/ShellLayout)'),
    ),
  },
  // Nearly every shell page: a list or a record read from the API, its loading and failed states,
  // its heading, and the view kept in the address.
  {
    name: 'records',
    test: new RegExp(path('src/(lib/content/(list-answer|use-records|url-mode|use-url-mode)|components/(content/(DataState|ViewHeading)|icons/(arrow-left|chevrons?-(left|right))))')),
  },
  // Every page of a content area, either role's: its list and record views, table and pager.
  {
    name: 'lists',
    test: new RegExp(
      path(
        'src/(lib/content/(use-area-page|paging|use-paging)|' +
          'components/(content/(ViewHeader|ListViews|RecordList|RecordTable|RecordDetails|RecordLink|Pager|record-columns)))',
      ),
    ),
  },
].map((group, index, all) => ({ ...group, priority: all.length - index }));

/**
 * Groups the browser build's modules into the chunks above; the server build keeps the
 * bundler's own splitting.
 *
 * @example integrations: [react(), chunkGroups()]
 */
export default function chunkGroups(): AstroIntegration {
  return {
    name: 'studyhall:chunk-groups',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } } } } });
      },
    },
  };
}
