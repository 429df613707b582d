import { CrmRoutes } from '@polyloop/shared';
import { Link as RouterLink } from 'react-router';
import {
  Badge,
  Box,
  Card,
  HStack,
  Link,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Stat,
  Table,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import {
  SHIPMENT_STATUS_COLOURS,
  SHIPMENT_STATUS_LABELS,
  ShipmentStatus,
} from '@polyloop/shared/orders/shipment-status';
import { useAccount } from '../../lib/account';
import { api, useApi } from '../../lib/api';
import { permissionsOf } from '../../lib/permissions';
import { useList } from '../../components/list/use-list';
import { CommentsPanel } from '../crm-shared/CommentsPanel';
import { Section } from '../../components/Section';
import { DashboardMoney } from './DashboardMoney';
import { GettingStarted } from './GettingStarted';

/** Labels and links of the counts the dashboard answers; unknown keys are shown as they come. */
const COUNTS: Record<string, { label: string; to?: string }> = {
  companies: { label: 'Companies', to: '/companies' },
  contacts: { label: 'Contacts' },
  locations: { label: 'Locations', to: '/my-company/locations' },
  materials: { label: 'Materials', to: '/my-company/materials' },
  haves: { label: 'Haves', to: '/haves' },
  needs: { label: 'Needs', to: '/needs' },
  orders: { label: 'Open orders', to: '/orders?statuses=OPEN' },
  shipments: { label: 'Shipments', to: '/shipments' },
  touchpoints: { label: 'Touchpoints' },
  documents: { label: 'Documents', to: '/my-company/documents' },
};
const labelOf = (key: string) =>
  COUNTS[key]?.label ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/**
 * The my-company dashboard: counts, the money (for those who may see reports), top companies by
 * volume and the message board.
 */
export default function DashboardPage() {
  const [days, setDays] = useState(30);
  const { account } = useAccount();
  const money = permissionsOf(account).has('ANALYTICS_REPORTS');
  // While the getting-started checklist shows, the counts and the checklist follow what the
  // newcomer does meanwhile (in another tab, or what the stream counts just after onboarding).
  const dashboard = useApi(
    CrmRoutes.myCompanyDashboard,
    { query: { days } },
    { refreshInterval: (latest) => (latest?.data.gettingStarted.length ? 5000 : 0) },
  );
  const board = useList(CrmRoutes.listMyCompanyComments, { query: () => ({ size: 50 }) });
  const data = dashboard.data?.data;
  return (
    <Stack gap="5">
      {data && <GettingStarted steps={data.gettingStarted} />}
      <Box as="section" aria-label="Counts">
        {dashboard.isLoading && (
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height="20" />
            ))}
          </SimpleGrid>
        )}
        {dashboard.error && <Text color="fg.error">The dashboard could not be loaded.</Text>}
        {data && (
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {Object.entries(data.counts).map(([key, value]) => (
              <Card.Root key={key} variant="outline" size="sm">
                <Card.Body>
                  <Stat.Root>
                    <Stat.Label>
                      {COUNTS[key]?.to ? (
                        <Link asChild>
                          <RouterLink to={COUNTS[key]!.to!}>{labelOf(key)}</RouterLink>
                        </Link>
                      ) : (
                        labelOf(key)
                      )}
                    </Stat.Label>
                    <Stat.ValueText>{value.toLocaleString()}</Stat.ValueText>
                  </Stat.Root>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
      </Box>
      {data && (
        <Box as="section" aria-label="Shipments by status">
          <Text fontWeight="medium" mb="2">
            Shipments by status
          </Text>
          <HStack gap="2" wrap="wrap">
            {ShipmentStatus.options.map((status) => (
              <Link key={status} asChild>
                <RouterLink to={`/shipments?statuses=${status}`}>
                  <Badge colorPalette={SHIPMENT_STATUS_COLOURS[status]} size="lg">
                    {`${SHIPMENT_STATUS_LABELS[status]}: ${(data.shipmentsByStatus[status] ?? 0).toLocaleString()}`}
                  </Badge>
                </RouterLink>
              </Link>
            ))}
          </HStack>
        </Box>
      )}
      {money && <DashboardMoney />}
      <Section title="Top companies by volume">
        <NativeSelect.Root size="sm" width="auto" mb="3">
          <NativeSelect.Field
            aria-label="Volume window"
            value={days}
            onChange={(e) => setDays(Number(e.currentTarget.value))}
          >
            {[7, 30, 90, 365].map((d) => (
              <option key={d} value={d}>{`Past ${d} days`}</option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {data && !data.topCompanies.length && (
          <Text color="fg.muted">{`No orders in the past ${data.windowDays} days yet. Top companies appear here once orders exist.`}</Text>
        )}
        {data && data.topCompanies.length > 0 && (
          <Table.Root size="sm" aria-label="Top companies by volume">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Company</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Volume (lbs)</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.topCompanies.map((c) => (
                <Table.Row key={c.id}>
                  <Table.Cell>
                    <Link asChild>
                      <RouterLink to={`/companies/${c.id}`}>{c.name}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{c.volume.toLocaleString()}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Section>
      <Section title="Message board">
        <CommentsPanel
          title="Message board"
          calls={{
            list: board,
            create: (body) => api(CrmRoutes.createMyCompanyComment, { body: { body } }),
            update: (id, body) => api(CrmRoutes.updateMyCompanyComment, { params: { id }, body: { body } }),
            remove: (id) => api(CrmRoutes.deleteMyCompanyComment, { params: { id } }),
          }}
        />
      </Section>
    </Stack>
  );
}
