import { Badge, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { IdentityRoutes } from '@polyloop/shared';
import type { CompanyUser } from '@polyloop/shared/identity/users';
import { FunctionalRole } from '@polyloop/shared/permissions';
import type { Column } from '../../components/DataTable';
import { ListToolbar, SearchFilter, SelectFilter } from '../../components/list/ListFilters';
import { ListTable } from '../../components/list/ListTable';
import { useList } from '../../components/list/use-list';
import { PhoneLink } from '../../components/PhoneLink';
import { useApi } from '../../lib/api';
import { useAccount } from '../../lib/account';
import { ROLE_LABELS } from '../../lib/format';
import { colleagueName, TEAM_FILTERS, TEAM_PAGE_SIZE, teamCountLabel, teamFilter } from './team';

const columns = (me: string | undefined): Column<CompanyUser>[] => [
  {
    key: 'name',
    header: 'Name',
    cell: (u) => (
      <HStack gap="2">
        <Text as="span">{colleagueName(u)}</Text>
        {u.id === me && (
          <Badge variant="outline" size="sm">
            You
          </Badge>
        )}
      </HStack>
    ),
  },
  {
    key: 'email',
    header: 'E-mail',
    cell: (u) => (
      <Link href={`mailto:${u.email}`} color="brand.fg" wordBreak="break-all">
        {u.email}
      </Link>
    ),
  },
  {
    key: 'phone',
    header: 'Phone',
    hideBelow: 'md',
    cell: (u) => (u.phone ? <PhoneLink phone={u.phone} /> : '—'),
  },
  {
    key: 'roles',
    header: 'Roles',
    cell: (u) => u.functionalRoles.map((r) => ROLE_LABELS[r] ?? r).join(', ') || '—',
  },
  {
    // A card on a phone shows it beside the name.
    key: 'status',
    header: 'Access',
    cell: (u) =>
      u.administrator ? (
        <Badge colorPalette="brand">Administrator</Badge>
      ) : (
        <Badge colorPalette="gray">Member</Badge>
      ),
  },
];

/** How many colleagues the filters find, from the count route (spec part 1 §7 `GET /users/count`). */
function TeamCount({ filter, filtered }: { filter: ReturnType<typeof teamFilter>; filtered: boolean }) {
  const { data, error } = useApi(IdentityRoutes.countCompanyUsers, { query: filter });
  if (error) return null;
  if (!data) return <Skeleton height="5" width="40" />;
  return (
    <Text role="status" color="fg.muted" fontSize="sm">
      {teamCountLabel(data.data, filtered)}
    </Text>
  );
}

/**
 * My company › Team: every active colleague, as every member may read them (spec part 1 §7
 * `GET /users`), searched by name or e-mail and narrowed by job. Whom to ask for what a role does
 * not include shows as their access; inviting and editing people stays in Administration › Users.
 */
export default function TeamPage() {
  const { account } = useAccount();
  const list = useList(IdentityRoutes.listCompanyUsers, {
    filters: TEAM_FILTERS,
    pageSize: TEAM_PAGE_SIZE,
    query: ({ filters, page, size }) => ({ page, size, ...teamFilter(filters) }),
  });
  return (
    <Stack gap="4">
      <ListToolbar list={list}>
        <SearchFilter list={list} name="q" label="Search colleagues" placeholder="Name or e-mail" />
        <SelectFilter
          list={list}
          name="role"
          label="Role"
          options={FunctionalRole.options}
          labels={ROLE_LABELS}
        />
      </ListToolbar>
      <TeamCount filter={teamFilter(list.state.filters)} filtered={list.filtered} />
      <ListTable
        list={list}
        label="Colleagues"
        columns={columns(account?.id)}
        errorText="Your colleagues could not be loaded."
        empty="No colleagues yet."
        emptyFiltered="No colleagues match these filters."
      />
    </Stack>
  );
}
