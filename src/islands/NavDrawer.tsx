import { useStore } from '@nanostores/react';
import { NavLinks } from '../components/NavLinks.tsx';
import { Menu } from '../components/icons/menu.ts';
import { X } from '../components/icons/x.ts';
import { Button } from '../components/ui/button.tsx';
import { Dialog, DialogClose, DialogTrigger, SheetContent } from '../components/ui/dialog.tsx';
import { anyNews } from '../lib/news/news-count.ts';
import { $news } from '../stores/news.ts';
import { newsText } from '../strings/news.ts';
import type { Position } from '../../contract/records/user.ts';
import { shellText } from '../../contract/strings/auth.ts';

/** The side drawer menu of a shell, opened from the header on narrow screens; a dot on its button while a list has something new. */
export default function NavDrawer({ role, current }: { role: Position; current: string }) {
  const news = useStore($news);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={anyNews(news) ? newsText.openMenuWithNews : shellText.openMenu} className="relative">
          <Menu aria-hidden="true" className="size-6" />
          {anyNews(news) ? <span aria-hidden="true" className="absolute top-2 end-2 size-2.5 rounded-full bg-brand-700" /> : null}
        </Button>
      </DialogTrigger>
      <SheetContent title={shellText.menu}>
        <DialogClose asChild>
          <Button variant="ghost" size="icon" aria-label={shellText.closeMenu} className="absolute top-2 end-2">
            <X aria-hidden="true" className="size-5" />
          </Button>
        </DialogClose>
        <nav aria-label={shellText.menu}>
          <NavLinks role={role} current={current} news={news} />
        </nav>
      </SheetContent>
    </Dialog>
  );
}
