import { useState } from 'react';
import { Alert, Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LuDownload, LuShieldCheck } from 'react-icons/lu';
import { LABELS, MATERIAL_TYPE_LABELS, NetworkRoutes } from '@polyloop/shared';
import {
  AUCTION_MESSAGES,
  AUCTION_OUTCOME_LABELS,
  BID_STATUS_LABELS,
  type Auction,
  type AuctionBid,
  type BidStatus,
  type LedgerVerification,
} from '@polyloop/shared/network/auction';
import type { Column } from '../../../components/DataTable';
import { ListTable } from '../../../components/list/ListTable';
import { useList } from '../../../components/list/use-list';
import { Section } from '../../../components/Section';
import { api } from '../../../lib/api';
import { downloadFile } from '../../../lib/files';
import { useSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';
import { formatDateTime } from '../../../lib/format';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Facts } from '../../inventory/Facts';
import { formatNetworkPlace, formatTerms, formatWeight } from '../common/format';
import { AuctionStateBadge, StandingBadge } from './AuctionLists';
import { BidForm } from './BidForm';
import { OwnerActions } from './OwnerActions';
import { useAuctionContext } from './AuctionLayout';
import { formatBid } from './auction-time';

const moment = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Who leads: "Bidder 2" to bidders ("You" when it is mine), the company to the owner. */
function leaderOf(a: Auction): string {
  if (!a.leadingBid) return 'No bids yet';
  const who = a.leadingBid.mine ? 'You' : (a.leadingBid.company?.name ?? a.leadingBid.bidderAlias);
  return `${formatBid(a.leadingBid.price)} · ${who}`;
}

function reserveOf(a: Auction): string | null {
  if (!a.hasReserve) return a.own ? 'None' : null;
  const met = a.reserveMet ? 'met' : 'not met';
  return a.reservePrice ? `${formatBid(a.reservePrice)} (${met})` : `Reserve ${met}`;
}

function AuctionFacts({ auction: a }: { auction: Auction }) {
  const reserve = reserveOf(a);
  const items: [string, React.ReactNode][] = [
    ['State', <AuctionStateBadge key="s" state={a.displayState} />],
    ['Leading bid', leaderOf(a)],
    ['Next bid at least', a.status === 'ACTIVE' ? formatBid(a.minimumBid) : '—'],
    ['Starting bid', formatBid(a.startingBid)],
    ['Bid increment', formatBid(a.bidIncrement)],
    ['Bids', String(a.bidCount)],
    ...(reserve ? ([['Reserve', reserve]] as [string, string][]) : []),
    ...(a.currentBidderStatus
      ? ([['My standing', <StandingBadge key="m" status={a.currentBidderStatus} />]] as [
          string,
          React.ReactNode,
        ][])
      : []),
    ...(a.myMaximum ? ([['My hidden maximum', formatBid(a.myMaximum)]] as [string, string][]) : []),
    ['Ends', moment(a.endDate)],
    ...(a.originalEndDate !== a.endDate
      ? ([['First set to end', moment(a.originalEndDate)]] as [string, string][])
      : []),
    ...(a.outcome ? ([['Outcome', AUCTION_OUTCOME_LABELS[a.outcome]]] as [string, string][]) : []),
    ...(a.winnerBid
      ? ([
          [
            'Winning bid',
            `${formatBid(a.winnerBid.price)}${a.winnerBid.company ? ` · ${a.winnerBid.company.name}` : ''}`,
          ],
        ] as [string, string][])
      : []),
    ['Material', a.materialName],
    ['Material type', MATERIAL_TYPE_LABELS[a.materialType]],
    ['Grade', a.grade ? LABELS.grade[a.grade] : '—'],
    ['Weight', formatWeight(a.weight)],
    ['Shipping terms', formatTerms(a.terms)],
    ['Location', formatNetworkPlace(a.location)],
    ...(a.own && a.haveIdentifier ? ([['Have', a.haveIdentifier]] as [string, string][]) : []),
    ['Description', a.materialDescription || '—'],
  ];
  return <Facts items={items} />;
}

const BID_STATUS_COLOURS: Record<BidStatus, string> = {
  LEADING: 'green',
  RAISED: 'green',
  TRAILING: 'orange',
  WON: 'green',
  LOST: 'gray',
  CANCELLED: 'gray',
};

const bidColumns = (own: boolean): Column<AuctionBid>[] => [
  { key: 'seq', header: '#', cell: (b) => String(b.seq) },
  {
    key: 'bidder',
    header: 'Bidder',
    cell: (b) =>
      b.mine ? `${b.bidderAlias} (you)` : own ? (b.company?.name ?? b.bidderAlias) : b.bidderAlias,
  },
  { key: 'price', header: 'Price', cell: (b) => formatBid(b.price) },
  {
    key: 'kind',
    header: 'Kind',
    hideBelow: 'md',
    cell: (b) =>
      ({ BID: 'Bid', PROXY: 'Proxy step', MAXIMUM: 'Maximum raised', WITHDRAWAL: 'Withdrawn' })[b.kind],
  },
  {
    key: 'status',
    header: 'Status',
    cell: (b) => (
      <Badge variant="subtle" colorPalette={BID_STATUS_COLOURS[b.status]}>
        {BID_STATUS_LABELS[b.status]}
      </Badge>
    ),
  },
  { key: 'at', header: 'When', hideBelow: 'md', cell: (b) => moment(b.createdDate) },
];

/** The bids, latest first; re-read whenever a bid is pushed on the auction's channel. */
function Bids({ auction }: { auction: Auction }) {
  const list = useList(NetworkRoutes.listAuctionBids, {
    prefix: 'bids',
    params: { id: auction.id },
    pageSize: 20,
    query: ({ page, size }) => ({ page, size }),
  });
  const [withdrawing, setWithdrawing] = useState(false);
  const withdrawal = useSubmit({
    success: 'You withdrew from the bidding',
    fallback: AUCTION_MESSAGES.bidCancelFailed,
    touches: VIEWS.auction,
  });
  // Outbid, a bidder may withdraw (a leading bid cannot be).
  const mine =
    auction.currentBidderStatus === 'TRAILING' && auction.actions.includes('BID')
      ? list.rows?.find((b) => b.mine && b.kind !== 'WITHDRAWAL')
      : undefined;
  return (
    <Section
      title="Bids"
      action={
        mine && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setWithdrawing(true)}>
            Withdraw from bidding
          </Button>
        )
      }
    >
      <ListTable
        list={list}
        label="Bids, latest first"
        columns={bidColumns(auction.own)}
        errorText={AUCTION_MESSAGES.bidsLoadFailed}
        empty="No bids yet."
      />
      <ConfirmDialog
        open={withdrawing}
        title="Withdraw from this auction?"
        confirmLabel="Withdraw"
        destructive
        onClose={() => setWithdrawing(false)}
        onConfirm={async () => {
          if (mine)
            await withdrawal.run(() =>
              api(NetworkRoutes.cancelBid, { params: { id: auction.id, bidId: mine.id } }),
            );
          setWithdrawing(false);
        }}
      >
        Your company’s bids stop counting and it can no longer bid in this auction.
      </ConfirmDialog>
    </Section>
  );
}

/** The auction's history, oldest first: its start and every move of its end by the seller, which every bidder reads. */
function History({ auction: a }: { auction: Auction }) {
  return (
    <Section title="History">
      <Stack as="ol" gap="2" aria-label="Auction history" listStyleType="none">
        <li>
          <Text>{`${a.offeringCompany.name} started the auction`}</Text>
          <Text color="fg.muted" fontSize="sm">
            {moment(a.startDate)}
          </Text>
        </li>
        {a.endMoves.map((m) => (
          <li key={m.at}>
            <Text>{`${a.offeringCompany.name} moved the end from ${moment(m.from)} to ${moment(m.to)}`}</Text>
            <Text color="fg.muted" fontSize="sm">
              {moment(m.at)}
            </Text>
          </li>
        ))}
      </Stack>
    </Section>
  );
}

/** The bid ledger: its CSV, and the check of its hash chain. */
function Ledger({ auction }: { auction: Auction }) {
  const downloading = useSubmit({ fallback: 'The ledger could not be downloaded.' });
  const verifying = useSubmit<LedgerVerification>({ fallback: 'The ledger could not be checked.' });
  const [verified, setVerified] = useState<LedgerVerification>();
  return (
    <Section title="Bid ledger">
      <Stack gap="3">
        <Text color="fg.muted">{`Every accepted bid, proxy step and withdrawal is an entry chained by hash to the one before (${auction.ledgerLength} entries). What is hidden (companies, maximums) is sealed in each entry by a commitment only an auditor can open; at the close the ledger is kept in write-once storage.`}</Text>
        <HStack gap="2" wrap="wrap">
          <Button
            variant="outline"
            loading={downloading.busy}
            onClick={() =>
              void downloading.run(() =>
                downloadFile(
                  NetworkRoutes.downloadAuctionLedger,
                  { params: { id: auction.id } },
                  { fallbackName: `auction-${auction.id}-ledger.csv` },
                ),
              )
            }
          >
            <LuDownload aria-hidden /> Download ledger (CSV)
          </Button>
          <Button
            variant="outline"
            loading={verifying.busy}
            onClick={async () => {
              const done = await verifying.run(
                async () =>
                  (await api(NetworkRoutes.verifyAuctionLedger, { params: { id: auction.id } })).data,
              );
              if (done) setVerified(done.result);
            }}
          >
            <LuShieldCheck aria-hidden /> Verify ledger
          </Button>
        </HStack>
        {verified && (
          <Alert.Root status={verified.valid ? 'success' : 'error'} role="status" aria-label="Ledger check">
            <Alert.Indicator />
            <Alert.Title>
              {verified.valid
                ? `The ledger verifies: ${verified.entries} entries, each chained to the one before.`
                : `The ledger breaks at entry ${verified.brokenAt ?? '?'}${verified.problem ? `: ${verified.problem}` : ''}.`}
            </Alert.Title>
            {verified.sealed && (
              <Alert.Description>{`It matches the copy sealed at the close on ${formatDateTime(verified.sealed.sealedDate)}.`}</Alert.Description>
            )}
          </Alert.Root>
        )}
      </Stack>
    </Section>
  );
}

/** The auction's details tab: its facts, the owner's moves or the bid form, the bids and the ledger. */
export function AuctionDetailsTab() {
  const { auction, remaining } = useAuctionContext();
  return (
    <Stack gap="5">
      <Section title="Auction">
        <Stack gap="4">
          {auction.own && <OwnerActions auction={auction} remaining={remaining} />}
          {!auction.own && auction.displayState === 'CLOSED' && !auction.winnerBid && (
            <Text color="fg.muted">{AUCTION_MESSAGES.ended}</Text>
          )}
          <AuctionFacts auction={auction} />
        </Stack>
      </Section>
      {auction.actions.includes('BID') && <BidForm auction={auction} />}
      <Bids auction={auction} />
      <History auction={auction} />
      <Ledger auction={auction} />
    </Stack>
  );
}
