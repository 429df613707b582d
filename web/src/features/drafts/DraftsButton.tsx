import { lazy, useState } from 'react';
import { LuInbox } from 'react-icons/lu';
import { DraftRoutes, userChannel } from '@polyloop/shared';
import { DraftPushed } from '@polyloop/shared/supply/draft';
import { PanelButton } from '../../components/panel/PanelButton';
import { notify } from '../../components/ui/toaster';
import { useAccount } from '../../lib/account';
import { useApi, useRevalidate } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { formatBadgeCount } from '../../lib/badge';
import { permissionsOf } from '../../lib/permissions';
import { useChannel } from '../../lib/realtime';
import { VIEWS } from '../../lib/views';
import { lazyWithReload } from '../../app/lazy-with-reload';

const DraftsPanel = lazy(lazyWithReload(() => import('./DraftsPanel')));

/**
 * The top bar's drafts button: the count of draft haves and needs, kept live by the `draft`
 * real-time event on the user's channel, and the side panel it opens (spec part 3 §2.9).
 */
export function DraftsButton() {
  const { account } = useAccount();
  const allowed = permissionsOf(account).has('DRAFT_READ');
  const session = useSession();
  const [open, setOpen] = useState(false);
  const count = useApi(DraftRoutes.countDrafts, allowed ? {} : null);
  const revalidate = useRevalidate();
  useChannel(allowed && session ? userChannel(session.user.sub) : null, (event) => {
    if (event.event !== 'draft') return;
    void revalidate(VIEWS.draft);
    const pushed = DraftPushed.safeParse(event.payload);
    if (pushed.success && pushed.data.change === 'added')
      notify('info', 'New draft from the e-mail assistant', { description: pushed.data.subject });
  });
  if (!allowed) return null;
  const total = count.data?.data.total ?? 0;
  const badge = formatBadgeCount(total);
  return (
    <PanelButton
      label="Drafts"
      countedLabel={`Drafts, ${total}`}
      icon={<LuInbox />}
      badge={badge}
      badgeColor="blue"
      onClick={() => setOpen(true)}
    >
      {open && <DraftsPanel open={open} onClose={() => setOpen(false)} />}
    </PanelButton>
  );
}
