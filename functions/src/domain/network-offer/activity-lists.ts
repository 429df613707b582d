import type { ListingKind, PublicOffer, PublicRequest } from '@polyloop/shared/network/market';
import type {
  ActivitySort,
  ActivityTab,
  OfferListItem,
  OfferListQuery,
  RequestListItem,
  RequestListQuery,
} from '@polyloop/shared/network/resolve';
import type { Member } from '../../lib/actor.js';
import { now, today } from '../../lib/commit.js';
import { firstOf, mergedPage, type MergedSource, type Page, type Slice } from '../../data/page.js';
import { ownListings, ownView, type PublicListingItem } from '../market/index.js';
import { countRequestsOfLane, pageRequestsOfLane, view as requestView } from '../network-request/index.js';
import { countOffersOfLane, pageOffersOfLane } from './network-offer.entity.js';
import { view as offerView } from './offer.records.js';

/**
 * My Activity's combined lists (part 2 §7 `GET /network/offers`, `GET /network/requests`): my
 * company's records of every kind as one list, by latest activity. Each kind is read in that
 * order on its own and the page merged (`mergedPage`): my sides of network offers and private
 * requests by their lane's index (the first (N + 1) · size items and a COUNT), my public
 * listings whole from my company's listings index (tens to hundreds). Only the page's rows are
 * then shown (a public offer's thumbnail address is signed for those alone).
 */

/** A row as the merge sees it: where it sorts, and how it shows once on the page. */
interface Row<V> {
  id: string;
  updatedDate: string;
  show: () => Promise<V> | V;
}

const ordered = (sort: ActivitySort) => {
  const sign = sort === 'updatedDate,asc' ? 1 : -1;
  // The indexes sort by their key `updatedDate, id`; the merge sorts the same way.
  return (a: { updatedDate: string; id: string }, b: { updatedDate: string; id: string }) =>
    sign * (a.updatedDate === b.updatedDate ? cmp(a.id, b.id) : cmp(a.updatedDate, b.updatedDate));
};
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const orderOf = (sort: ActivitySort) => (sort === 'updatedDate,asc' ? 'asc' : 'desc');
const laneOf = (status: 'ACTIVE' | 'CLOSED') => (status === 'CLOSED' ? 'CLOSED' : 'OPEN');

/** A cursor-read kind: its lane's first items through `read`, shown with `show`. */
function cursorSource<I, V>(
  read: (limit: number, cursor: string | null) => Promise<Slice<I>>,
  total: Promise<number>,
  row: (item: I) => Row<V>,
): MergedSource<Row<V>> {
  return { first: async (wanted) => (await firstOf(read, wanted)).map(row), total };
}

/** My listings of a kind in the list status, read whole and put in the list's order. */
async function listingSource<V>(
  actor: Member,
  kind: ListingKind,
  query: { status: 'ACTIVE' | 'CLOSED'; sort: ActivitySort },
  keep: (l: PublicListingItem) => boolean,
  show: (l: PublicListingItem, at: string) => Row<V>['show'],
): Promise<MergedSource<Row<V>>> {
  const at = now();
  const rows = (await ownListings(actor.tenantId, kind, query.status, at))
    .filter(keep)
    .map((l) => ({ id: l.id, updatedDate: l.updatedDate, show: show(l, at) }))
    .sort(ordered(query.sort));
  return { first: (wanted) => rows.slice(0, wanted), total: rows.length };
}

/** A page of rows, each shown once it is on the page. */
async function pageOfRows<V>(
  sources: Promise<MergedSource<Row<V>>>[],
  query: { page: number; size: number; sort: ActivitySort },
): Promise<Page<V>> {
  const page = await mergedPage(await Promise.all(sources), query.page, query.size, ordered(query.sort));
  return { items: await Promise.all(page.items.map((r) => r.show())), total: page.total };
}

const sideOf = <S extends string>(tab: ActivityTab, sent: S, received: S): S | undefined =>
  tab === 'SENT' ? sent : tab === 'RECEIVED' ? received : undefined;

/** My offers of every kind: network offers (sent and received) and public offers (always sent). */
export function offers(actor: Member, query: OfferListQuery): Promise<Page<OfferListItem>> {
  const on = today();
  const lane = laneOf(query.status);
  const side = sideOf(query.tab, 'OFFERING' as const, 'RECEIVING' as const);
  const sources: Promise<MergedSource<Row<OfferListItem>>>[] = [];
  if (query.kind !== 'PUBLIC_OFFER')
    sources.push(
      Promise.resolve(
        cursorSource(
          (limit, cursor) => pageOffersOfLane(actor.tenantId, lane, side, limit, cursor, orderOf(query.sort)),
          countOffersOfLane(actor.tenantId, lane, side),
          (i) => ({
            id: i.offerId,
            updatedDate: i.updatedDate,
            show: async () => ({
              kind: 'NETWORK_OFFER' as const,
              id: i.offerId,
              updatedDate: i.updatedDate,
              networkOffer: await offerView(i, on),
            }),
          }),
        ),
      ),
    );
  if (query.kind !== 'NETWORK_OFFER' && query.tab !== 'RECEIVED')
    sources.push(
      listingSource(
        actor,
        'PUBLIC_OFFER',
        query,
        () => true,
        (l, at) => async () => ({
          kind: 'PUBLIC_OFFER' as const,
          id: l.id,
          updatedDate: l.updatedDate,
          publicOffer: (await ownView(actor, l, at)) as PublicOffer,
        }),
      ),
    );
  return pageOfRows(sources, query);
}

/** My requests of every kind: private requests (sent and received), public requests and reverse auctions (always sent). */
export function requests(actor: Member, query: RequestListQuery): Promise<Page<RequestListItem>> {
  const on = today();
  const lane = laneOf(query.status);
  const side = sideOf(query.tab, 'REQUESTING' as const, 'RECEIVING' as const);
  const sources: Promise<MergedSource<Row<RequestListItem>>>[] = [];
  if (query.kind === 'ALL' || query.kind === 'NETWORK_REQUEST')
    sources.push(
      Promise.resolve(
        cursorSource(
          (limit, cursor) =>
            pageRequestsOfLane(actor.tenantId, lane, side, limit, cursor, orderOf(query.sort)),
          countRequestsOfLane(actor.tenantId, lane, side),
          (r) => ({
            id: r.requestId,
            updatedDate: r.updatedDate,
            show: () => ({
              kind: 'NETWORK_REQUEST' as const,
              id: r.requestId,
              updatedDate: r.updatedDate,
              networkRequest: requestView(r, on),
            }),
          }),
        ),
      ),
    );
  if (query.kind !== 'NETWORK_REQUEST' && query.tab !== 'RECEIVED')
    sources.push(
      listingSource(
        actor,
        'PUBLIC_REQUEST',
        query,
        (l) => query.kind === 'ALL' || (query.kind === 'REVERSE_AUCTION') === l.reverseAuction,
        (l, at) => async () => ({
          kind: l.reverseAuction ? ('REVERSE_AUCTION' as const) : ('PUBLIC_REQUEST' as const),
          id: l.id,
          updatedDate: l.updatedDate,
          publicRequest: (await ownView(actor, l, at)) as PublicRequest,
        }),
      ),
    );
  return pageOfRows(sources, query);
}
