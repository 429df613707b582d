import { requestBidsChannel } from '@polyloop/shared/network/reverse-auction';
import * as z from 'zod';
import { ListingKind } from '@polyloop/shared/network/market';
import { defineEvent, occurrence, type Occurrence } from '../../lib/events.js';
import { derived, eventId, images, type Derivation } from '../../lib/lifecycle.js';
import { RealtimePublished } from '../push/index.js';
import { PublicListingEntity } from './public-listing.entity.js';
import { lowestBidOf } from './open-bids.js';

/** A public offer or request was published, or what matching compares changed, or it left the market. */
export const PublicListingEvents = {
  changed: defineEvent(
    'public-listing.changed',
    1,
    z.object({ id: z.string(), kind: ListingKind, tenantId: z.string(), status: z.string() }),
  ),
};

/** What matching compares: a change of any of these re-matches the listing. */
const MATCHED = [
  'status',
  'materialType',
  'materialName',
  'weight',
  'askingPrice',
  'priceTarget',
  'maxOfferPrice',
  'location',
  'closesAt',
] as const;

/**
 * Every change of a public listing is pushed on its kind's channel (part 3 §7.3), as every company
 * reads a public listing: a request's on the public requests' (`request-changed`), an offer's on
 * the public offers' (`offer-changed`: published, edited, closed, an offer made on it); pages read
 * it again. A reverse auction's new bid is also pushed on its bids' channel (`bid-created`),
 * and so is the lowest bid changing hands (`bid-changed`: OUTBID when a new bid took it, plain when
 * the lowest left). The payloads name no bidder and no price: each page reads what its company may see.
 */
export const publicListingEvents: Derivation = (change) => {
  const { before, after } = images(PublicListingEntity.decode, change);
  if (!after) return [];
  const matched = !before || MATCHED.some((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]));
  const changed = matched
    ? [
        derived(
          change,
          PublicListingEvents.changed,
          { id: after.id, kind: after.kind, tenantId: after.tenantId, status: after.status },
          after.updatedDate,
        ),
      ]
    : [];
  const push = (
    channel: string,
    event: 'offer-changed' | 'request-changed' | 'bid-created' | 'bid-changed',
    payload: Record<string, unknown>,
    n: number,
  ) =>
    occurrence(
      RealtimePublished,
      { channel, event, payload },
      {
        id: n ? `${eventId(change, RealtimePublished)}:${n}` : eventId(change, RealtimePublished),
        occurredAt: after.updatedDate,
      },
    );
  if (after.kind === 'PUBLIC_OFFER')
    return [
      ...changed,
      push(
        'public-offers',
        'offer-changed',
        { id: after.id, status: after.status, offerCount: after.offerCount, version: after.version },
        0,
      ),
    ];
  const out: Occurrence[] = [
    ...changed,
    push(
      'public-requests',
      'request-changed',
      { id: after.id, status: after.status, offerCount: after.offerCount, version: after.version },
      0,
    ),
  ];
  if (!after.reverseAuction || !before) return out;
  const bids = requestBidsChannel(after.id);
  const placed = after.bidCount > before.bidCount;
  if (placed)
    out.push(
      push(
        bids,
        'bid-created',
        { id: after.id, bidCount: after.bidCount, closesAt: after.closesAt, version: after.version },
        1,
      ),
    );
  // Judged at the write's time on both sides: only what the write changed moves the lowest here.
  const [was, is] = [
    lowestBidOf(before, after.updatedDate)?.bid.offerId,
    lowestBidOf(after, after.updatedDate)?.bid.offerId,
  ];
  if (was !== is && (was || is)) {
    if (placed) {
      if (was)
        out.push(push(bids, 'bid-changed', { id: after.id, standing: 'OUTBID', version: after.version }, 2));
    } else out.push(push(bids, 'bid-changed', { id: after.id, version: after.version }, 2));
  }
  return out;
};
