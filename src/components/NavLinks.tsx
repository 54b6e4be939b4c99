import clsx from 'clsx';
import { BookOpen } from './icons/book-open.ts';
import { CalendarCheck } from './icons/calendar-check.ts';
import { CalendarDays } from './icons/calendar-days.ts';
import { ClipboardList } from './icons/clipboard-list.ts';
import { House } from './icons/house.ts';
import { Images } from './icons/images.ts';
import { ListTodo } from './icons/list-todo.ts';
import { Megaphone } from './icons/megaphone.ts';
import { NotebookText } from './icons/notebook-text.ts';
import { UserRound } from './icons/user-round.ts';
import { UsersRound } from './icons/users-round.ts';
import type { IconComponent } from './icons/icon.tsx';
import { sectionHref, sectionsByRole } from '../navigation/sections.ts';
import { isNewsArea, type News } from '../../contract/records/news.ts';
import type { Position } from '../../contract/records/user.ts';
import { newsCount } from '../lib/news/news-count.ts';

const icons: Record<string, IconComponent> = {
  home: House,
  tasks: ListTodo,
  attendence: CalendarCheck,
  students: UsersRound,
  assignments: ClipboardList,
  announcements: Megaphone,
  notes: NotebookText,
  events: CalendarDays,
  photos: Images,
  profile: UserRound,
  // A guardian's account: the digest and the password.
  account: UserRound,
};

/**
 * The links to a shell's sections; the current one is marked for screen readers too. A student's
 * lists carry a count of what is new in them: rendered from `news` in the phone's drawer, written
 * into the built page's menu by `paintNewsCounts`.
 */
export function NavLinks({ role, current, news }: { role: Position; current: string; news?: News | null }) {
  return (
    <ul className="flex flex-col gap-1">
      {sectionsByRole[role].map((section) => {
        const Icon = icons[section.slug] ?? BookOpen;
        const active = section.slug === current;
        return (
          <li key={section.slug}>
            <a
              href={sectionHref(role, section.slug)}
              aria-current={active ? 'page' : undefined}
              className={clsx(
                'flex h-11 items-center gap-3 rounded-md px-3 font-medium',
                active ? 'bg-brand-100 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              <Icon aria-hidden="true" className="size-5" />
              {section.title}
              {role === 'student' && isNewsArea(section.slug) ? <NewsBadge slug={section.slug} news={news} /> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** A list's count of new records, hidden while there is none. */
function NewsBadge({ slug, news }: { slug: string; news: News | null | undefined }) {
  const count = newsCount(news, slug);
  return (
    <span data-news-count={slug} hidden={count === null} className="ms-auto rounded-full bg-brand-700 px-2 text-sm font-semibold text-white">
      <span aria-hidden="true">{count?.shown}</span>
      <span className="sr-only">{count?.words}</span>
    </span>
  );
}
