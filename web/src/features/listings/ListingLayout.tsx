import { useState } from 'react';
import { Outlet, useOutletContext, useParams } from 'react-router';
import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { LuArchive, LuArchiveRestore } from 'react-icons/lu';
import {
  LISTING_STATUS_LABELS,
  statusChoices,
  type Have,
  type ListingStatus,
  type Need,
} from '@polyloop/shared/supply/listing';
import { api } from '../../lib/api';
import { useSubmit } from '../../lib/use-submit';
import { ArchiveDialog, archiveLabel, useRecord } from '../../components/RecordPage';
import { MoreMenu } from '../../components/MoreMenu';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TabLinks, tabsOf } from '../../components/TabLinks';
import { useLocked } from '../../app/use-locked';
import { PageHeader } from '../crm-shared/PageHeader';
import { NeedNetworkActions } from '../network/requests/NeedNetworkActions';
import { StatusBadge } from './ListingsListPage';
import { KINDS, type Kind } from './kinds';

export interface ListingContext {
  kind: Kind;
  record: Have | Need;
}
export const useListingContext = () => useOutletContext<ListingContext>();

const TABS: Record<Kind, { to: string; label: string }[]> = {
  have: tabsOf(
    'Details',
    'Group',
    'Orders',
    { to: 'networkOffers', label: 'Network offers' },
    'Processing',
    'Suggested buyers',
    'Matches',
    'History',
    'Documents',
  ),
  need: tabsOf(
    'Details',
    'Orders',
    'Network requests',
    'Suggested sellers',
    'Matches',
    'History',
    'Documents',
  ),
};
/** The tabs, with a lock on those the plan does not include (spec part 1 §6, part 3 §6.1). */
function useTabs(kind: Kind) {
  const locks: Record<string, (() => void) | undefined> = {
    'suggested-buyers': useLocked('SUGGESTED_BUYERS_READ', 'have-suggested-buyers'),
    'suggested-sellers': useLocked('SUGGESTED_SELLERS_READ', 'need-suggested-sellers'),
    matches: useLocked('CORE_MATCH_READ', kind === 'have' ? 'have-matches' : 'need-matches'),
  };
  return TABS[kind].map((tab) => ({ ...tab, locked: locks[tab.to] }));
}

/** The status picker's buttons, named with the noun so "Cancel have" never reads as a dialog's Cancel. */
const verb = (status: Exclude<ListingStatus, 'EXPIRED'>, noun: string) =>
  status === 'ACTIVE' ? 'Make active' : `${status === 'COMPLETED' ? 'Complete' : 'Cancel'} ${noun}`;
const CONSEQUENCE: Record<Kind, string> = {
  have: 'Its open network offers will be cancelled.',
  need: 'Its public request will be cancelled.',
};

/** One have or need: its status picker, archive and restore, and its tabs. */
export function ListingLayout({ kind }: { kind: Kind }) {
  const k = KINDS[kind];
  const { id = '' } = useParams();
  const { record: found, fallback } = useRecord(
    k.get,
    { params: { id } },
    { noun: k.noun, back: { label: `Back to ${k.plural}`, to: k.base } },
  );
  const [choosing, setChoosing] = useState<Exclude<ListingStatus, 'EXPIRED'>>();
  const [archiving, setArchiving] = useState(false);
  const change = useSubmit<Have | Need>({
    touches: k.touches,
    success: (r) =>
      `${k.noun === 'have' ? 'Have' : 'Need'} is now ${LISTING_STATUS_LABELS[r.status].toLowerCase()}`,
  });
  const record = found as Have | Need | undefined;
  const tabs = useTabs(kind);
  if (!record) return fallback;
  const choices = record.archived ? [] : (statusChoices(record) as Exclude<ListingStatus, 'EXPIRED'>[]);
  // Two main actions at most (a need's network action and the next status); the rest, cancel and archive last, in "More".
  const main = choices.find((s) => s !== 'CANCELLED');
  return (
    <Stack gap="4">
      <PageHeader
        title={record.identifier}
        badge={
          <>
            <StatusBadge status={record.status} />
            {record.archived && <Badge>Archived</Badge>}
          </>
        }
      >
        {kind === 'need' && <NeedNetworkActions need={record as Need} />}
        {main && (
          <Button variant="outline" onClick={() => setChoosing(main)}>
            {verb(main, k.noun)}
          </Button>
        )}
        <MoreMenu
          actions={[
            ...choices
              .filter((s) => s !== main)
              .map((s) => ({
                label: verb(s, k.noun),
                destructive: s === 'CANCELLED',
                onSelect: () => setChoosing(s),
              })),
            {
              label: archiveLabel(k.noun, record.archived),
              icon: record.archived ? <LuArchiveRestore aria-hidden /> : <LuArchive aria-hidden />,
              destructive: !record.archived,
              onSelect: () => setArchiving(true),
            },
          ]}
        />
      </PageHeader>
      {(record.name || record.description) && (
        <Box as="section" aria-label={`About this ${k.noun}`} mt="-2">
          {record.name && (
            <Text fontSize="lg" fontWeight="medium">
              {record.name}
            </Text>
          )}
          {record.description && (
            <Text color="fg.muted" whiteSpace="pre-line">
              {record.description}
            </Text>
          )}
        </Box>
      )}
      <TabLinks label={`${k.noun === 'have' ? 'Have' : 'Need'} sections`} items={tabs} />
      <Outlet context={{ kind, record } satisfies ListingContext} />
      <ArchiveDialog
        noun={k.noun}
        record={{ name: record.identifier, archived: record.archived }}
        archiving="will be hidden from the lists."
        run={async () => (await api(record.archived ? k.restore : k.archive, { params: { id } })).data}
        touches={k.touches}
        open={archiving}
        onClose={() => setArchiving(false)}
      />
      <ConfirmDialog
        open={!!choosing}
        title={choosing ? `${verb(choosing, k.noun)} ${record.identifier}?` : ''}
        confirmLabel={choosing ? verb(choosing, k.noun) : ''}
        destructive={choosing === 'CANCELLED'}
        onClose={() => setChoosing(undefined)}
        onConfirm={async () => {
          if (choosing)
            await change.run(
              async () => (await api(k.status, { params: { id }, body: { status: choosing } })).data,
            );
          setChoosing(undefined);
        }}
      >
        {choosing === 'ACTIVE'
          ? `${record.identifier} will be active again.`
          : `${record.identifier} will be ${choosing === 'COMPLETED' ? 'completed' : 'cancelled'}. ${CONSEQUENCE[kind]}`}
      </ConfirmDialog>
    </Stack>
  );
}
