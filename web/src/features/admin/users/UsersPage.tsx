import { useState } from 'react';
import { Alert, Badge, Box, Button, Flex, HStack, IconButton, Input, InputGroup, Menu, Portal, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { LuEllipsisVertical, LuSearch, LuUserPlus } from 'react-icons/lu';
import { AdminRoutes, seatLimit, USER_MESSAGES, type AdminUser } from '@polyloop/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../components/ui/toaster';
import { api, ApiError, useApi } from '../../../lib/api';
import { useAccount, useBilling } from '../../../lib/account';
import { AUTHORITY_LABELS, formatDate, ROLE_LABELS } from '../../../lib/format';
import { useDebounced } from '../../../lib/use-debounced';
import { requestUpgrade } from '../../../app/upgrade-store';
import { FullPageSpinner } from '../../system/FullPageSpinner';
import { EditUserDialog, InviteUserDialog, isUserLimit } from './UserDialogs';

export const USERS_PAGE_SIZE = 25;

type Pending = { kind: 'archive' | 'restore' | 'reset'; user: AdminUser } | null;

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

/** Administration › Users (spec part 1 §6, part 3 §7.7). */
export default function UsersPage() {
  const { account } = useAccount();
  const { billing, mutate: mutateBilling } = useBilling(true);
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const [archived, setArchived] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [limitHit, setLimitHit] = useState(false);
  const q = useDebounced(search.trim(), 300);
  const query = { page, size: USERS_PAGE_SIZE, archived: archived ? ('true' as const) : ('false' as const), ...(q ? { q } : {}) };
  const { data, error, isLoading, mutate } = useApi(AdminRoutes.listUsers, { query }, { scope: account?.id, keepPreviousData: true });
  const users = data?.data.data ?? [];
  const totalPages = Math.max(1, data?.data.totalPages ?? 1);
  const atLimit = limitHit || (!!billing && billing.seatsUsed >= seatLimit(billing));
  const refresh = () => {
    void mutate();
    void mutateBilling();
  };

  const act = async () => {
    if (!pending) return;
    const { kind, user } = pending;
    try {
      if (kind === 'archive') await api(AdminRoutes.archiveUser, { params: { id: user.id } });
      if (kind === 'restore') await api(AdminRoutes.restoreUser, { params: { id: user.id } });
      if (kind === 'reset') {
        const { data: res } = await api(AdminRoutes.resetUserPassword, { params: { id: user.id } });
        notify('success', res.message);
      } else {
        notify('success', kind === 'archive' ? `${user.firstName} ${user.lastName} was archived.` : `${user.firstName} ${user.lastName} was restored.`);
      }
      if (kind === 'archive') setLimitHit(false);
      refresh();
    } catch (e) {
      if (isUserLimit(e)) setLimitHit(true);
      notify('error', e instanceof ApiError ? e.message : 'Something went wrong, try again or contact support.');
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap="4">
      {atLimit && <LimitBanner />}
      <Flex gap="3" wrap="wrap" align="center">
        <InputGroup startElement={<LuSearch aria-hidden />} maxW={{ base: 'full', md: 'xs' }}>
          <Input
            type="search"
            aria-label="Search users"
            placeholder="Search users"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(0);
            }}
          />
        </InputGroup>
        <Switch.Root
          checked={archived}
          onCheckedChange={(d) => {
            setArchived(d.checked);
            setPage(0);
          }}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Show archived</Switch.Label>
        </Switch.Root>
        <Button ms={{ md: 'auto' }} onClick={() => setInviting(true)}>
          <LuUserPlus aria-hidden /> Invite user
        </Button>
      </Flex>

      {isLoading && !data ? (
        <FullPageSpinner />
      ) : error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>The users could not be loaded.</Alert.Title>
          <Button size="sm" variant="outline" onClick={() => void mutate()}>
            Try again
          </Button>
        </Alert.Root>
      ) : users.length === 0 ? (
        <Text color="fg.muted" py="8" textAlign="center">
          {q ? 'No users match your search.' : archived ? 'No archived users.' : 'No users yet.'}
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label="Users">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>E-mail</Table.ColumnHeader>
                <Table.ColumnHeader>Authorities</Table.ColumnHeader>
                <Table.ColumnHeader>Roles</Table.ColumnHeader>
                <Table.ColumnHeader>Invited</Table.ColumnHeader>
                <Table.ColumnHeader>Last sign-in</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Box as="span" position="absolute" left="-9999px">
                    Actions
                  </Box>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {users.map((user) => {
                const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
                return (
                  <Table.Row key={user.id}>
                    <Table.Cell fontWeight="medium">{name}</Table.Cell>
                    <Table.Cell>{user.email}</Table.Cell>
                    <Table.Cell>{user.authorities.map((a) => AUTHORITY_LABELS[a] ?? a).join(', ')}</Table.Cell>
                    <Table.Cell>{user.functionalRoles.map((r) => ROLE_LABELS[r] ?? r).join(', ') || '—'}</Table.Cell>
                    <Table.Cell>{formatDate(user.invitedDate)}</Table.Cell>
                    <Table.Cell>{formatDate(user.lastSigninDate)}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={user.archived ? 'gray' : user.lastSigninDate ? 'green' : 'orange'}>
                        {user.archived ? 'Archived' : user.lastSigninDate ? 'Active' : 'Invited'}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Menu.Root
                        onSelect={(d) => {
                          if (d.value === 'edit') setEditing(user);
                          else setPending({ kind: d.value as 'archive' | 'restore' | 'reset', user });
                        }}
                      >
                        <Menu.Trigger asChild>
                          <IconButton aria-label={`Actions for ${name}`} variant="ghost" size="sm">
                            <LuEllipsisVertical />
                          </IconButton>
                        </Menu.Trigger>
                        <Portal>
                          <Menu.Positioner>
                            <Menu.Content>
                              {!user.archived && <Menu.Item value="edit">Edit</Menu.Item>}
                              {!user.archived && <Menu.Item value="reset">Reset password</Menu.Item>}
                              {user.archived ? <Menu.Item value="restore">Restore</Menu.Item> : user.id !== account?.id && <Menu.Item value="archive">Archive</Menu.Item>}
                            </Menu.Content>
                          </Menu.Positioner>
                        </Portal>
                      </Menu.Root>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}

      {totalPages > 1 && (
        <HStack justify="flex-end" gap="2">
          <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <Text fontSize="sm" aria-live="polite">
            Page {page + 1} of {totalPages}
          </Text>
          <Button size="sm" variant="outline" disabled={page + 1 >= totalPages} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </HStack>
      )}

      <InviteUserDialog open={inviting} onClose={() => setInviting(false)} onInvited={refresh} onLimit={() => setLimitHit(true)} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      <ConfirmDialog
        open={!!pending}
        title={pending?.kind === 'archive' ? 'Archive user?' : pending?.kind === 'restore' ? 'Restore user?' : 'Reset password?'}
        confirmLabel={pending?.kind === 'archive' ? 'Archive' : pending?.kind === 'restore' ? 'Restore' : 'Send reset code'}
        destructive={pending?.kind === 'archive'}
        onConfirm={act}
        onClose={() => setPending(null)}
      >
        {pending &&
          (pending.kind === 'archive'
            ? `${pending.user.firstName} ${pending.user.lastName} will no longer be able to sign in, and their seat becomes free.`
            : pending.kind === 'restore'
              ? `${pending.user.firstName} ${pending.user.lastName} will be able to sign in again and takes a seat.`
              : `${pending.user.email} will get an e-mail with a code to choose a new password.`)}
      </ConfirmDialog>
    </Stack>
  );
}
