import { lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge, SegmentGroup, Stack, Tabs } from '@chakra-ui/react';
import { NetworkRoutes, Service, serviceLabel } from '@polyloop/shared';
import {
  DIRECTORY_VIEW_LABELS,
  DirectoryView,
  LINK_MESSAGES,
  type DirectoryCompany,
} from '@polyloop/shared/network/link';
import type { Column } from '../../components/DataTable';
import { RecordLink } from '../../components/list/ListActions';
import {
  ListToolbar,
  MaterialTypeFilter,
  SearchFilter,
  SelectFilter,
} from '../../components/list/ListFilters';
import { ListMap, ListTable } from '../../components/list/ListTable';
import { LocationFilter } from '../../components/list/LocationFilter';
import { DisplayToggle, useDisplay } from '../../components/list/DisplayToggle';
import { useList } from '../../components/list/use-list';
import { useApi } from '../../lib/api';
import { formatPlace } from '../../lib/format';
import { lazyWithReload } from '../../app/lazy-with-reload';
import { PageHeader } from '../crm-shared/PageHeader';
import {
  companyPath,
  DIRECTORY_FILTERS,
  directoryQuery,
  PAGE_SIZES,
  REQUEST_DIRECTION_LABELS,
  REQUEST_DIRECTIONS,
  viewCount,
  viewOf,
  type LinkAction,
} from './directory';
import { LinkDialogs, type OpenLinkDialog } from './LinkDialogs';
import { LinkButtons, LinkStatusBadge } from './LinkControls';
import { useLinkPushes } from './use-link-pushes';
import { CompanyLogo, ServiceBadges } from './CompanyBadges';
import { LeadsBanner } from '../matching/LeadsBanner';
import { MyPublicProfile } from './MyPublicProfile';

/** MapLibre is large: it loads only when someone opens the map. */
const DirectoryMap = lazy(lazyWithReload(() => import('./DirectoryMap')));

const SERVICE_LABELS = Object.fromEntries(Service.options.map((s) => [s, serviceLabel(s)]));
const SHOWN_SERVICES = 3;
const columns: Column<DirectoryCompany>[] = [
  { key: 'logo', header: 'Logo', hideBelow: 'md', cell: (c) => <CompanyLogo company={c} /> },
  { key: 'name', header: 'Name', cell: (c) => <RecordLink to={companyPath(c.id)} name={c.name} /> },
  {
    key: 'services',
    header: 'Services',
    hideBelow: 'md',
    cell: (c) => <ServiceBadges services={c.services} limit={SHOWN_SERVICES} />,
  },
  { key: 'city', header: 'City', hideBelow: 'lg', cell: (c) => formatPlace(c.place) },
  { key: 'link', header: 'Link', cell: (c) => <LinkStatusBadge company={c} /> },
];

const EMPTY: Record<DirectoryView, string> = {
  global: 'No company has a public profile in the directory yet.',
  companyLinks:
    'Your company is not linked with any company yet. Find companies under "All companies" and ask them to link.',
  personalLinks: 'You look after none of your company’s links yet.',
  linkRequests: 'No link requests wait for an answer.',
};

/**
 * The network directory (spec part 2 §2): every company with a public profile, or my company's
 * links and link requests, searched and filtered, as a table or on a map, with the link action
 * that fits each company; above them, the AI leads banner.
 */
export default function DirectoryPage() {
  const navigate = useNavigate();
  const [display, setDisplay] = useDisplay();
  const [dialog, setDialog] = useState<OpenLinkDialog>(null);
  useLinkPushes();
  const counts = useApi(NetworkRoutes.linkCounts).data?.data;
  const list = useList(NetworkRoutes.listDirectory, {
    filters: DIRECTORY_FILTERS,
    pageSize: PAGE_SIZES[display],
    query: ({ filters, page, size }) => directoryQuery(filters, page, size ?? PAGE_SIZES[display]),
  });
  const view = viewOf(list.state.filters.view);
  const direction = list.state.filters.linkStatus;
  const act = (company: DirectoryCompany) => (action: LinkAction) => setDialog({ action, company });
  // The view and the request direction choose a list; only the other filters can hide its companies.
  const narrowed = (['q', 'service', 'materialType', 'near'] as const).some(
    (f) => list.state.filters[f] !== '',
  );
  const emptyFiltered = narrowed ? 'No companies match these filters.' : undefined;
  const empty =
    view === 'linkRequests' && direction === 'PENDING_FROM'
      ? 'No link requests wait for your answer.'
      : view === 'linkRequests' && direction === 'PENDING_TO'
        ? 'None of your link requests waits for an answer.'
        : EMPTY[view];

  const content =
    display === 'map' ? (
      <ListMap
        list={list}
        size={PAGE_SIZES.map}
        errorText={LINK_MESSAGES.loadFailed}
        empty={empty}
        emptyFiltered={emptyFiltered ?? empty}
      >
        <DirectoryMap companies={list.rows ?? []} />
      </ListMap>
    ) : (
      <ListTable
        list={list}
        label="Companies"
        columns={columns}
        onRowClick={(c) => navigate(companyPath(c.id))}
        actions={(c) => <LinkButtons company={c} compact onAction={act(c)} />}
        errorText={LINK_MESSAGES.loadFailed}
        empty={empty}
        emptyFiltered={emptyFiltered ?? empty}
      />
    );

  return (
    <Stack gap="4">
      <PageHeader title="Directory" />
      <MyPublicProfile />
      <LeadsBanner />
      <Tabs.Root
        value={view}
        onValueChange={(e) => list.setFilters({ view: e.value, linkStatus: '' })}
        variant="line"
        size="sm"
      >
        <Tabs.List overflowX="auto" overflowY="hidden">
          {DirectoryView.options.map((v) => {
            const count = viewCount(v, counts);
            return (
              <Tabs.Trigger key={v} value={v} whiteSpace="nowrap" flexShrink="0">
                {DIRECTORY_VIEW_LABELS[v]}
                {count !== undefined && count > 0 && (
                  <Badge
                    size="sm"
                    variant={v === 'linkRequests' && counts?.received ? 'solid' : 'subtle'}
                    colorPalette={v === 'linkRequests' && counts?.received ? 'orange' : 'gray'}
                    borderRadius="full"
                  >
                    {count}
                  </Badge>
                )}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {DirectoryView.options.map((v) => (
          <Tabs.Content key={v} value={v} pt="4">
            {v === view && (
              <Stack gap="4">
                {v === 'linkRequests' && (
                  <SegmentGroup.Root
                    size="sm"
                    value={direction || 'all'}
                    onValueChange={(e) =>
                      list.setFilter('linkStatus', e.value === 'all' || !e.value ? '' : e.value)
                    }
                    aria-label="Link requests"
                    alignSelf="flex-start"
                  >
                    <SegmentGroup.Indicator />
                    <SegmentGroup.Items
                      items={[
                        { value: 'all', label: 'All' },
                        ...REQUEST_DIRECTIONS.map((d) => {
                          const n = d === 'PENDING_FROM' ? counts?.received : counts?.sent;
                          return {
                            value: d,
                            label: n ? `${REQUEST_DIRECTION_LABELS[d]} (${n})` : REQUEST_DIRECTION_LABELS[d],
                          };
                        }),
                      ]}
                    />
                  </SegmentGroup.Root>
                )}
                <ListToolbar actions={<DisplayToggle display={display} onChange={setDisplay} />}>
                  <SearchFilter list={list} name="q" label="Search companies" placeholder="Company name" />
                  <SelectFilter
                    list={list}
                    name="service"
                    label="Service"
                    options={Service.options}
                    labels={SERVICE_LABELS}
                  />
                  <MaterialTypeFilter list={list} name="materialType" />
                  <LocationFilter list={list} />
                </ListToolbar>
                {content}
              </Stack>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <LinkDialogs open={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
