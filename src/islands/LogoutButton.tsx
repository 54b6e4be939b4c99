import { LogOut } from '../components/icons/log-out.ts';
import { Button } from '../components/ui/button.tsx';
import { ConfirmDialog } from '../components/ui/confirm-dialog.tsx';
import { callApi } from '../lib/api/client.ts';
import type { Position } from '../../contract/records/user.ts';
import { loginHref } from '../navigation/sections.ts';
import { signOut } from '../stores/auth.ts';
import { shellText } from '../../contract/strings/auth.ts';

/**
 * The header's logout icon: asks first, then ends the account's sessions on the server (so a
 * copied token is worthless too), forgets the token and everything saved for offline reading,
 * and opens the role's login. Offline, both are still forgotten here.
 */
export default function LogoutButton({ role }: { role: Position }) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={shellText.logout}>
          <LogOut aria-hidden="true" className="size-6" />
        </Button>
      }
      question={shellText.logoutQuestion}
      cancelLabel={shellText.cancel}
      confirmLabel={shellText.logoutConfirm}
      needsServer={false}
      onConfirm={() => void logOut(role)}
    />
  );
}

/** Never rejects: the server's answer is not waited for, and signOut never fails. */
async function logOut(role: Position): Promise<void> {
  callApi('/session', { method: 'DELETE', keepalive: true }).catch(() => {});
  // What was saved for offline reading goes before the page does: the next person may be someone else.
  await signOut();
  // Replaced, not added: Back must not lead into the shell that was just left.
  location.replace(loginHref(role));
}
