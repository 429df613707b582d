import { useState } from 'react';
import { Alert, Badge, Button, IconButton, Menu, Stack } from '@chakra-ui/react';
import { LuEllipsisVertical, LuUserPlus } from 'react-icons/lu';
import { AdminRoutes, seatLimit, USER_MESSAGES, type AdminUser } from '@polyloop/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ActionMenu } from '../../../components/ui/menu';
import type { Column } from '../../../components/DataTable';
import { CheckFilter, ListToolbar, SearchFilter } from '../../../components/list/ListFilters';
import { flagOf } from '../../../components/list/list-state';
import { ListTable } from '../../../components/list/ListTable';
import { useList } from '../../../components/list/use-list';
import { api } from '../../../lib/api';
import { useAccount, useBilling } from '../../../lib/account';
import { AUTHORITY_LABELS, formatDate, ROLE_LABELS } from '../../../lib/format';
import { useSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';
import { requestUpgrade } from '../../../app/upgrade-store';
import { EditUserDialog, InviteUserDialog, isUserLimit } from './UserDialogs';
import { SingleSignOnSection } from './SingleSignOnSection';

export const USERS_PAGE_SIZE = 25;

type Kind = 'archive' | 'restore' | 'reset';
type Pending = { kind: Kind; user: AdminUser } | null;
const nameOf = (u: AdminUser) => `${u.firstName} ${u.lastName}`.trim() || u.email;

const CONFIRM: Record<Kind, { title: string; label: string; body: (u: AdminUser) => string }> = {
  archive: {
    title: 'Archive user?',
    label: 'Archive',
    body: (u) =>
      `${u.firstName} ${u.lastName} will no longer be able to sign in, and their seat becomes free.`,
  },
  restore: {
    title: 'Restore user?',
    label: 'Restore',
    body: (u) => `${u.firstName} ${u.lastName} will be able to sign in again and takes a seat.`,
  },
  reset: {
    title: 'Reset password?',
    label: 'Send reset code',
    body: (u) => `${u.email} will get an e-mail with a code to choose a new password.`,
  },
};

function LimitBanner() {
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{USER_MESSAGES.limit}</Alert.Title>
        <Alert.Description>{USER_MESSAGES.limitDetail}</Alert.Description>
      </Alert.Content>
      <Button size="sm" alignSelf="center" onClick={() => requestUpgrade('More users')}>
        Upgrade plan
      </Button>
    </Alert.Root>
  );
}

const columns: Column<AdminUser>[] = [
  { key: 'name', header: 'Name', cell: nameOf },
  { key: 'email', header: 'E-mail', cell: (u) => u.email },
  {
    key: 'authorities',
    header: 'Authorities',
    cell: (u) => u.authorities.map((a) => AUTHORITY_LABELS[a] ?? a).join(', '),
  },
  {
    key: 'roles',
    header: 'Roles',
    cell: (u) => u.functionalRoles.map((r) => ROLE_LABELS[r] ?? r).join(', ') || '—',
  },
  { key: 'invited', header: 'Invited', cell: (u) => formatDate(u.invitedDate) },
  { key: 'signin', header: 'Last sign-in', cell: (u) => formatDate(u.lastSigninDate) },
  {
    key: 'status',
    header: 'Status',
    cell: (u) => (
      <Badge colorPalette={u.archived ? 'gray' : u.lastSigninDate ? 'green' : 'orange'}>
        {u.archived ? 'Archived' : u.lastSigninDate ? 'Active' : 'Invited'}
      </Badge>
    ),
  },
];

/** Administration › Users (spec part 1 §6, part 3 §7.7). */
export default function UsersPage() {
  const { account } = useAccount();
  const { billing } = useBilling(true);
  const list = useList(AdminRoutes.listUsers, {
    filters: { q: '', archived: '' },
    pageSize: USERS_PAGE_SIZE,
    query: ({ filters, page, size }) => ({
      page,
      size,
      archived: flagOf(filters.archived),
      q: filters.q || undefined,
    }),
  });
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [limitHit, setLimitHit] = useState(false);
  const atLimit = limitHit || (!!billing && billing.seatsUsed >= seatLimit(billing));
  const acting = useSubmit<string>({
    success: (message) => message,
    touches: VIEWS.users,
    onError: (e) => void (isUserLimit(e) && setLimitHit(true)),
  });

  const act = async () => {
    if (!pending) return;
    const { kind, user } = pending;
    const done = await acting.run(async () => {
      if (kind === 'reset')
        return (await api(AdminRoutes.resetUserPassword, { params: { id: user.id } })).data.message;
      await api(kind === 'archive' ? AdminRoutes.archiveUser : AdminRoutes.restoreUser, {
        params: { id: user.id },
      });
      return `${user.firstName} ${user.lastName} was ${kind === 'archive' ? 'archived' : 'restored'}.`;
    });
    if (done && kind === 'archive') setLimitHit(false);
    setPending(null);
  };

  const actions = (user: AdminUser) => (
    <ActionMenu
      onSelect={(value) => (value === 'edit' ? setEditing(user) : setPending({ kind: value as Kind, user }))}
      trigger={
        <IconButton aria-label={`Actions for ${nameOf(user)}`} variant="ghost" size="sm">
          <LuEllipsisVertical />
        </IconButton>
      }
    >
      {!user.archived && <Menu.Item value="edit">Edit</Menu.Item>}
      {!user.archived && <Menu.Item value="reset">Reset password</Menu.Item>}
      {user.archived ? (
        <Menu.Item value="restore">Restore</Menu.Item>
      ) : (
        user.id !== account?.id && <Menu.Item value="archive">Archive</Menu.Item>
      )}
    </ActionMenu>
  );

  return (
    <Stack gap="4">
      {atLimit && <LimitBanner />}
      <ListToolbar
        actions={
          <Button onClick={() => setInviting(true)}>
            <LuUserPlus aria-hidden /> Invite user
          </Button>
        }
      >
        <SearchFilter list={list} name="q" label="Search users" placeholder="Name or e-mail" />
        <CheckFilter list={list} name="archived" label="Show archived" />
      </ListToolbar>
      <ListTable
        list={list}
        label="Users"
        columns={columns}
        actions={actions}
        errorText="The users could not be loaded."
        empty="No users yet."
        emptyFiltered={list.state.filters.q ? 'No users match your search.' : 'No archived users.'}
      />
      <SingleSignOnSection />
      <InviteUserDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onLimit={() => setLimitHit(true)}
      />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={!!pending}
        title={pending ? CONFIRM[pending.kind].title : ''}
        confirmLabel={pending ? CONFIRM[pending.kind].label : ''}
        destructive={pending?.kind === 'archive'}
        onConfirm={act}
        onClose={() => setPending(null)}
      >
        {pending && CONFIRM[pending.kind].body(pending.user)}
      </ConfirmDialog>
    </Stack>
  );
}
