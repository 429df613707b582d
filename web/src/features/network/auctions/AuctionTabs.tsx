import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { LuUserPlus } from 'react-icons/lu';
import { NetworkRoutes } from '@polyloop/shared';
import {
  AddBiddersInput,
  BIDDER_STATUS_LABELS,
  UNINVITE_REASON_LABELS,
  type AuctionBidder,
} from '@polyloop/shared/network/auction';
import type { StoredFile } from '@polyloop/shared/crm/files';
import { DataTable, type Column } from '../../../components/DataTable';
import { FileUpload } from '../../../components/FileUpload';
import { ChoicesField } from '../../../components/form-fields';
import { ListStatus } from '../../../components/list/ListTable';
import { Section } from '../../../components/Section';
import { api, useApi, type ApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { schemaResolver } from '../../../lib/form';
import { useSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';
import { documentKind } from '../../crm-shared/DocumentsPanel';
import { FileTable } from '../../crm-shared/FileTable';
import { formatBytes } from '../../crm-shared/file-checks';
import { ReasonDialog } from '../common/ReasonDialog';
import { useAuctionContext } from './AuctionLayout';
import { formatBid } from './auction-time';
import { SubmitDialog } from '../common/SubmitDialog';

/** A section's answer (its bidders, its documents) as the states its list shows before the rows. */
const loadStateOf = (result: {
  error: ApiError | undefined;
  isLoading: boolean;
  data?: { data: unknown[] };
  mutate: () => Promise<unknown>;
}) => ({
  error: result.error,
  retry: () => void result.mutate(),
  isLoading: result.isLoading,
  rows: result.data?.data,
  filtered: false,
});

const INVITATION_LABELS: Record<AuctionBidder['invitation'], string> = {
  INVITED: 'Invited',
  UNINVITED: 'Uninvited',
  PUBLIC: 'Public bidder',
};

const bidderColumns: Column<AuctionBidder & { id: string }>[] = [
  { key: 'company', header: 'Company', cell: (b) => `${b.company.name} (${b.alias})` },
  {
    key: 'invitation',
    header: 'Invitation',
    cell: (b) =>
      b.uninviteReason
        ? `${INVITATION_LABELS[b.invitation]}: ${UNINVITE_REASON_LABELS[b.uninviteReason]}`
        : INVITATION_LABELS[b.invitation],
  },
  {
    key: 'status',
    header: 'Status',
    cell: (b) => (b.status ? <Badge variant="subtle">{BIDDER_STATUS_LABELS[b.status]}</Badge> : 'No bids'),
  },
  { key: 'bids', header: 'Bids', hideBelow: 'md', align: 'end', cell: (b) => String(b.bidCount) },
  { key: 'last', header: 'Last bid', hideBelow: 'md', cell: (b) => formatBid(b.lastBid) },
];

/** Inviting more linked companies: those linked and not invited yet. */
function AddBiddersDialog({
  auctionId,
  invited,
  onClose,
}: {
  auctionId: string;
  invited: Set<string>;
  onClose: () => void;
}) {
  const linked = useApi(NetworkRoutes.listDirectory, { query: { view: 'companyLinks', size: 100 } });
  const choices = (linked.data?.data ?? []).filter((c) => !invited.has(c.id));
  const form = useForm<{ companyIds: string[] }>({
    resolver: schemaResolver(AddBiddersInput),
    defaultValues: { companyIds: [] },
  });
  return (
    <SubmitDialog
      form={form}
      route={NetworkRoutes.addAuctionBidders}
      params={{ id: auctionId }}
      body={(v) => v}
      options={{
        success: (added) => (added.length === 1 ? 'Company invited' : `${added.length} companies invited`),
        touches: VIEWS.auction,
      }}
      title="Invite linked companies"
      submitLabel="Invite"
      onClose={onClose}
    >
      {linked.data && !choices.length ? (
        <Text color="fg.muted">Every company your company is linked with is already invited.</Text>
      ) : (
        <ChoicesField
          control={form.control}
          name="companyIds"
          legend="Linked companies"
          required
          options={choices.map((c) => c.id)}
          labels={Object.fromEntries(choices.map((c) => [c.id, c.name]))}
          columns={{ base: 1, sm: 2 }}
          maxH="60"
        />
      )}
    </SubmitDialog>
  );
}

/** The owner's Links tab: the invited and bidding companies, inviting more, uninviting one with a reason. */
export function AuctionLinksTab() {
  const { auction } = useAuctionContext();
  const bidders = useApi(
    NetworkRoutes.listAuctionBidders,
    auction.own ? { params: { id: auction.id } } : null,
  );
  const [adding, setAdding] = useState(false);
  const [uninviting, setUninviting] = useState<AuctionBidder>();
  const uninvite = useSubmit({ success: 'Company uninvited', touches: VIEWS.auction });
  if (!auction.own)
    return (
      <Section title="Bidders">
        <Text color="fg.muted">Only the company running the auction sees who bids.</Text>
      </Section>
    );
  const rows = (bidders.data?.data ?? []).map((b) => ({ ...b, id: b.company.id }));
  const mayInvite = auction.actions.includes('INVITE');
  return (
    <Section
      title="Bidders"
      action={
        mayInvite && (
          <Button size="sm" onClick={() => setAdding(true)}>
            <LuUserPlus aria-hidden /> Invite companies
          </Button>
        )
      }
    >
      <Stack gap="3">
        <ListStatus
          list={loadStateOf(bidders)}
          errorText="The bidders could not be loaded."
          empty={auction.isPublic ? 'No company has bid yet.' : 'No companies invited.'}
        />
        {rows.length > 0 && (
          <DataTable
            label="Bidders"
            rows={rows}
            empty={null}
            columns={bidderColumns}
            actions={(b) =>
              mayInvite && b.invitation === 'INVITED' ? (
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Uninvite ${b.company.name}`}
                  onClick={() => setUninviting(b)}
                >
                  Uninvite
                </Button>
              ) : null
            }
          />
        )}
      </Stack>
      {adding && (
        <AddBiddersDialog
          auctionId={auction.id}
          invited={new Set(rows.filter((r) => r.invitation !== 'UNINVITED').map((r) => r.company.id))}
          onClose={() => setAdding(false)}
        />
      )}
      <ReasonDialog
        open={!!uninviting}
        title={`Uninvite ${uninviting?.company.name ?? 'this company'}?`}
        reasons={UNINVITE_REASON_LABELS}
        confirmLabel="Uninvite"
        onClose={() => setUninviting(undefined)}
        onConfirm={async (query) =>
          !!(await uninvite.run(() =>
            api(NetworkRoutes.uninviteAuctionBidder, {
              params: { id: auction.id, companyId: uninviting!.company.id },
              query,
            }),
          ))
        }
      >
        It can no longer bid, and its bids stop counting unless it leads.
      </ReasonDialog>
    </Section>
  );
}

const fileColumns: Column<StoredFile>[] = [
  { key: 'name', header: 'Name', cell: (f) => f.name },
  { key: 'type', header: 'Type', hideBelow: 'md', cell: documentKind },
  { key: 'size', header: 'Size', hideBelow: 'md', cell: (f) => formatBytes(f.size) },
  { key: 'uploaded', header: 'Uploaded', hideBelow: 'md', cell: (f) => formatDate(f.createdDate) },
];

/** The auction's documents: every invited company reads them; the owner adds them. */
export function AuctionDocumentsTab() {
  const { auction } = useAuctionContext();
  const files = useApi(NetworkRoutes.listAuctionFiles, { params: { id: auction.id } });
  return (
    <Section title="Documents">
      <Stack gap="5">
        {auction.own && (
          <FileUpload
            route={NetworkRoutes.uploadAuctionFiles}
            params={{ id: auction.id }}
            touches={VIEWS.auctionFile}
          />
        )}
        <FileTable
          list={{ ...loadStateOf(files), rows: files.data?.data }}
          label="Documents"
          columns={fileColumns}
          errorText="The documents could not be loaded."
          empty="No documents yet."
          urlOf={async (f) =>
            (await api(NetworkRoutes.downloadAuctionFile, { params: { id: auction.id, fileId: f.id } })).data
              .url
          }
        />
      </Stack>
    </Section>
  );
}
