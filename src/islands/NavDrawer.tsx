import { NavLinks } from '../components/NavLinks.tsx';
import { Menu } from '../components/icons/menu.ts';
import { X } from '../components/icons/x.ts';
import { Button } from '../components/ui/button.tsx';
import { Dialog, DialogClose, DialogTrigger, SheetContent } from '../components/ui/dialog.tsx';
import type { Position } from '../../contract/records/user.ts';
import { shellText } from '../../contract/strings/auth.ts';

/** The side drawer menu of a shell, opened from the header on narrow screens. */
export default function NavDrawer({ role, current }: { role: Position; current: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={shellText.openMenu}>
          <Menu aria-hidden="true" className="size-6" />
        </Button>
      </DialogTrigger>
      <SheetContent title={shellText.menu}>
        <DialogClose asChild>
          <Button variant="ghost" size="icon" aria-label={shellText.closeMenu} className="absolute top-2 right-2">
            <X aria-hidden="true" className="size-5" />
          </Button>
        </DialogClose>
        <nav aria-label={shellText.menu}>
          <NavLinks role={role} current={current} />
        </nav>
      </SheetContent>
    </Dialog>
  );
}
