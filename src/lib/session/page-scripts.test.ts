import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { shellText } from '../../../contract/strings/auth.ts';
import type { Area } from './access.ts';
import { SIGNED_IN_USER } from '../api/early-answers.ts';
import { greetingScript, guardScript } from './page-scripts.ts';

function token(position: string, name = 'asha rao', exp = Date.now() / 1000 + 3600, lang?: string): string {
  const payload = Buffer.from(JSON.stringify({ name, position, aud: 'u1', exp, lang })).toString('base64url');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.sig`;
}

/** Runs a script as the browser would, in a sandbox holding only what the script may touch. */
function runInPage(script: string, stored: string | null, elements: Record<string, { textContent: string; setAttribute?: (name: string, value: string) => void }> = {}, cookie = '') {
  const page = {
    fetch: vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>(() => {})),
    localStorage: { getItem: (key: string) => (key === 'token' ? stored : null) },
    location: { replace: vi.fn(), reload: vi.fn() },
    listeners: {} as Record<string, (event: { persisted: boolean }) => void>,
    addEventListener(type: string, listener: (event: { persisted: boolean }) => void) {
      page.listeners[type] = listener;
    },
    document: {
      cookie,
      documentElement: { lang: 'en', style: { visibility: '' } },
      querySelector: (selector: string) => elements[selector] ?? null,
    },
    atob,
    TextDecoder,
    // Watched: the guard loads the date data for the islands of a page the visitor stays on.
    Intl: { Collator: vi.fn(function Collator() {}), NumberFormat: vi.fn(function NumberFormat() {}), DateTimeFormat: vi.fn(() => Intl.DateTimeFormat()) },
    // Held, not run: what the guard leaves for a task of its own.
    setTimeout: vi.fn((_task: () => void) => 0),
  };
  runInNewContext(script, page);
  return page;
}

describe('head guard script', () => {
  it.each<[Area, string | null, string | null]>([
    ['student', null, '/'],
    ['student', token('tutor'), '/tutor/home/home'],
    ['tutor', token('student'), '/student/home/home'],
    ['student', token('student'), null],
    ['student', token('student', 'x', 1), '/'],
    ['student-login', token('student'), '/student/home/home'],
    ['signup', token('tutor'), '/tutor/home/home'],
  ])('on a %s page with %s goes to %s', (area, stored, target) => {
    const page = runInPage(guardScript(area), stored);
    if (target) {
      expect(page.location.replace).toHaveBeenCalledWith(target);
      expect(page.document.documentElement.style.visibility).toBe('hidden');
    } else {
      expect(page.location.replace).not.toHaveBeenCalled();
      expect(page.document.documentElement.style.visibility).toBe('');
    }
  });

  it('treats blocked storage as no token', () => {
    const page = runInPage(guardScript('student-login'), null);
    const blockedStorage = {
      ...page,
      location: { replace: vi.fn() },
      localStorage: {
        getItem: () => {
          throw new Error('denied');
        },
      },
    };
    runInNewContext(guardScript('tutor'), blockedStorage);
    expect(blockedStorage.location.replace).toHaveBeenCalledWith('/');
  });

  it('checks again when the page comes back from the back/forward cache', () => {
    let stored: string | null = token('student');
    const page = runInPage(guardScript('student'), null);
    page.localStorage.getItem = () => stored;
    page.location.replace.mockClear();
    stored = null;
    page.listeners.pageshow?.({ persisted: true });
    expect(page.location.replace).toHaveBeenCalledWith('/');
  });

  it('asks for the page’s first lists at once when the visitor stays', () => {
    const page = runInPage(guardScript('student', ['/student/home/notes', `/student/home/profile?id=${SIGNED_IN_USER}`]), token('student'));
    expect(page.fetch.mock.calls.map(([url]) => url)).toEqual(['/api/student/home/notes', '/api/student/home/profile?id=u1']);
  });

  it.each<[string, string | null]>([
    ['no token', null],
    ['another role’s token', token('tutor')],
    ['an expired token', token('student', 'x', 1)],
  ])('asks for nothing with %s: the visitor is sent away', (_, stored) => {
    const page = runInPage(guardScript('student', ['/student/home/notes']), stored);
    expect(page.fetch).not.toHaveBeenCalled();
    expect(page.setTimeout).not.toHaveBeenCalled();
  });

  it('loads the date data for a visitor who stays in tasks of their own, queued before the islands render', () => {
    const page = runInPage(guardScript('student', ['/student/home/notes']), token('student'));
    const { Collator, NumberFormat, DateTimeFormat } = page.Intl;
    // Not in the page's parse, which it made a long task of.
    for (const load of [Collator, NumberFormat, DateTimeFormat]) expect(load).not.toHaveBeenCalled();
    expect(page.setTimeout).toHaveBeenCalledTimes(3);
    const [collation, numbers, dates] = page.setTimeout.mock.calls.map(([task]) => task);
    collation?.();
    expect(Collator).toHaveBeenCalledOnce();
    expect(NumberFormat).not.toHaveBeenCalled();
    numbers?.();
    expect(NumberFormat).toHaveBeenCalledOnce();
    expect(DateTimeFormat).not.toHaveBeenCalled();
    dates?.();
    expect(DateTimeFormat).toHaveBeenCalledOnce();
  });

  it('carries the early asking only on pages that have lists to ask for', () => {
    expect(guardScript('student-login')).not.toContain('"askEarly":');
    expect(guardScript('student', ['/student/home/notes'])).toContain('"askEarly":');
  });

  it("shows the page again, unseen, in the language the reader's token names", async () => {
    const page = runInPage(guardScript('student', ['/student/home/notes']), token('student', 'x', undefined, 'ar'));
    expect(page.document.documentElement.style.visibility).toBe('hidden');
    expect(page.document.cookie).toMatch(/^studyhall-lang=ar; path=\/; max-age=\d+; samesite=lax$/);
    await vi.waitFor(() => expect(page.location.reload).toHaveBeenCalled());
    // Nothing is asked for a page that is about to go.
    expect(page.fetch).not.toHaveBeenCalled();
  });

  it('stays when the token names the page’s language, or the cookie already asks for it (a language not built)', () => {
    for (const page of [
      runInPage(guardScript('student'), token('student', 'x', undefined, 'en')),
      runInPage(guardScript('student'), token('student', 'x', undefined, 'ar'), {}, 'a=1; studyhall-lang=ar'),
      runInPage(guardScript('student'), token('student')),
    ]) {
      expect(page.document.documentElement.style.visibility).toBe('');
      expect(page.location.reload).not.toHaveBeenCalled();
    }
  });

  it('leaves nothing behind in the page globals', () => {
    const page = runInPage(guardScript('student'), token('student'));
    expect(Object.keys(page)).not.toContain('readToken');
  });
});

describe('shell greeting script', () => {
  it("writes the student's name in upper case", () => {
    const name = { textContent: '', setAttribute: vi.fn() };
    runInPage(greetingScript('student', shellText), token('student', 'asha rao'), { '[data-user-name]': name });
    expect(name.textContent).toBe('ASHA RAO');
    expect(name.setAttribute).toHaveBeenCalledWith('title', 'ASHA RAO');
  });

  it("greets the tutor by the hour, the name's first letter capitalised", () => {
    const name = { textContent: '', setAttribute: vi.fn() };
    const greeting = { textContent: '' };
    runInPage(greetingScript('tutor', shellText), token('tutor', 'mrs rao'), {
      '[data-user-name]': name,
      '[data-greeting]': greeting,
    });
    expect(name.textContent).toBe('Mrs rao');
    expect([shellText.morning, shellText.afternoon, shellText.evening]).toContain(greeting.textContent);
  });
});
