import { convertPrice } from '@polyloop/shared/conversions';
import { NETWORK_MESSAGES, type NetworkPlace } from '@polyloop/shared/network/common';
import { MARKET_MESSAGES } from '@polyloop/shared/network/market';
import {
  OFFER_MESSAGES,
  type NetworkOffer,
  type NetworkOfferInput,
  type Qualification,
} from '@polyloop/shared/network/offer';
import type { Price } from '@polyloop/shared/supply/listing';
import type { Member } from '../../lib/actor.js';
import { commit, now, retrying, stale } from '../../lib/commit.js';
import { Conflict, NotFound, fieldError } from '../../lib/errors.js';
import { batchGet, type TxItem } from '../../data/entity.js';
import { actorName } from '../history/index.js';
import { checkRepresentatives } from '../company/index.js';
import { HaveItem, isTradable } from '../listing/index.js';
import { MaterialItem } from '../material/index.js';
import { LinkEntity } from '../link/index.js';
import { PublicLocation } from '../public-company/index.js';
import { PublicListingEntity, type PublicListingItem, bidTx } from '../market/index.js';
import { REVERSE_AUCTION_MESSAGES } from '@polyloop/shared/network/reverse-auction';
import { NetworkRequestEntity, type NetworkRequestItem } from '../network-request/index.js';
import {
  newNetworkId,
  linkedPartner,
  linkedTenant,
  myEnabledProfile,
  myProfile,
  partyOf,
  type Partner,
  placeOf,
  placeOfLocation,
  checkWeight,
} from '../network/index.js';
import { NetworkOfferEntity, type NetworkOfferItem } from './network-offer.entity.js';
import { negotiationStep, newOfferTx, proposalOf, receivingSideOf, today, view } from './offer.records.js';
import { recordBusiness } from '../../lib/business-metrics.js';
import { Metric } from '../../lib/metrics.definition.js';

const EPSILON = 1e-9;

/** A have my company may offer: open, active and not expired; its weight as read pins the offer's write. */
async function openHave(tenantId: string, haveId: string, on: string) {
  const have = await HaveItem.get({ tenantId, id: haveId }, { consistent: true });
  if (!have) throw fieldError('haveId', 'The have was not found.');
  if (!isTradable(have, on)) throw new Conflict(OFFER_MESSAGES.haveClosed, 'HAVE_CLOSED');
  return have;
}

const priceIn = (price: Price, unit: Price['unit']) => convertPrice(price.unitValue, price.unit, unit);

/** An answer to a public request stays at or under its maximum offer price (part 2 §5). */
export function checkMaxPrice(price: Price, max: Price | undefined): void {
  if (max && priceIn(price, max.unit) > max.unitValue + EPSILON)
    throw fieldError('price', OFFER_MESSAGES.priceAboveMaximum);
}

/** The offer's expiration: as asked, else the have's; from today on, and never after the have's. */
export function expirationOf(asked: string | undefined, latest: string, on: string): string {
  const date = asked ?? latest;
  if (date < on) throw fieldError('expirationDate', OFFER_MESSAGES.expirationPast);
  if (date > latest) throw fieldError('expirationDate', OFFER_MESSAGES.expirationAfterHave);
  return date;
}

/** Where the material would go: one of the company's public locations. */
export async function destinationOf(
  tenantId: string,
  locationId: string,
  fieldName: string,
): Promise<NetworkPlace> {
  const location = await PublicLocation.get({ tenantId, locationId });
  if (!location) throw fieldError(fieldName, OFFER_MESSAGES.destinationUnknown);
  return placeOfLocation(location);
}

/** Whom one new offer goes to, and what answering their request or listing adds to the write. */
interface Target {
  partner: Partner;
  destination: NetworkPlace | undefined;
  destinationLocationId?: string;
  representatives: string[];
  status: NetworkOfferItem['status'];
  request?: { id: string; kind: 'NETWORK_REQUEST' | 'PUBLIC_REQUEST'; needId?: string };
  qualification?: Qualification;
  sourceTx: TxItem[];
  /** A bid in a reverse auction: its id is decided with the listing's write. */
  offerId?: string;
  reverseAuction?: boolean;
}

/** One more offer (and one more open one) on the request or listing it answers, only while it is active. */
const networkRequestCount = (r: NetworkRequestItem) =>
  NetworkRequestEntity.tx.update(
    { tenantId: r.tenantId, requestId: r.requestId },
    {},
    { add: { offerCount: 1, openOfferCount: 1 }, condition: { status: 'ACTIVE', version: r.version } },
  );
export const listingCount = (l: PublicListingItem, delta: 1 | -1, opened = true) =>
  PublicListingEntity.tx.update(
    { id: l.id },
    {},
    {
      add: opened ? { offerCount: delta, openOfferCount: delta } : { openOfferCount: delta },
      condition: delta > 0 ? { lane: 'OPEN', status: 'ACTIVE' } : undefined,
    },
  );

/** Answering a request: a private one sent to my company, or a public one of a linked company. */
async function answerTarget(
  actor: Member,
  requestId: string,
  price: Price,
  expirationDate: string,
  at: string,
): Promise<Target> {
  const mine = await NetworkRequestEntity.get({ tenantId: actor.tenantId, requestId }, { consistent: true });
  if (mine) {
    if (mine.side !== 'RECEIVING') throw new Conflict(OFFER_MESSAGES.ownListing, 'OWN_LISTING');
    if (mine.status !== 'ACTIVE' || mine.expirationDate < today())
      throw new Conflict(OFFER_MESSAGES.inactiveRequest, 'REQUEST_INACTIVE');
    const [partner, theirs] = await Promise.all([
      linkedTenant(actor, mine.otherTenantId, mine.requestingCompany.id),
      NetworkRequestEntity.get({ tenantId: mine.otherTenantId, requestId }, { consistent: true }),
    ]);
    if (!theirs) throw new Conflict(OFFER_MESSAGES.inactiveRequest, 'REQUEST_INACTIVE');
    return {
      partner,
      destination: mine.location,
      representatives: theirs.representatives,
      status: 'REQUEST_BID',
      request: { id: requestId, kind: 'NETWORK_REQUEST', needId: theirs.needId },
      sourceTx: [networkRequestCount(mine), networkRequestCount(theirs)],
    };
  }
  const listing = await PublicListingEntity.get({ id: requestId }, { consistent: true });
  if (!listing || listing.kind !== 'PUBLIC_REQUEST') throw new NotFound();
  if (listing.tenantId === actor.tenantId) throw new Conflict(OFFER_MESSAGES.ownListing, 'OWN_LISTING');
  // A reverse auction past its end takes no bid, whether or not anything has closed it yet.
  if (listing.reverseAuction && listing.status === 'ACTIVE' && listing.closesAt <= at)
    throw new Conflict(REVERSE_AUCTION_MESSAGES.ended, 'AUCTION_ENDED');
  if (listing.status !== 'ACTIVE' || listing.closesAt <= at)
    throw new Conflict(OFFER_MESSAGES.inactiveRequest, 'REQUEST_INACTIVE');
  if (listing.startDate && listing.startDate > at)
    throw new Conflict(MARKET_MESSAGES.notStarted, 'REQUEST_SCHEDULED');
  const me = await myEnabledProfile(actor);
  const partner = await linkedTenant(actor, listing.tenantId, listing.publicCompanyId);
  const offerId = newNetworkId();
  const target = listing.priceTarget;
  const qualification: Qualification =
    listing.enforceTargetPrice && target
      ? priceIn(price, target.unit) <= target.unitValue + EPSILON
        ? 'QUALIFIED'
        : 'DISQUALIFIED'
      : 'PENDING_REVIEW';
  const bid = {
    offerId,
    price,
    bidder: { tenantId: actor.tenantId, ...partyOf(me) },
    expirationDate,
    disqualified: qualification === 'DISQUALIFIED',
  };
  const auction = listing.reverseAuction ? bidTx(listing, bid, at) : undefined;
  checkMaxPrice(price, listing.maxOfferPrice);
  return {
    partner,
    destination: listing.location,
    representatives: listing.representatives,
    status: 'REQUEST_BID',
    request: { id: requestId, kind: 'PUBLIC_REQUEST', needId: listing.recordId },
    qualification,
    sourceTx: auction ?? [listingCount(listing, 1)],
    offerId,
    reverseAuction: listing.reverseAuction,
  };
}

/** The private offer's recipients: linked companies, each with one of its public locations as the destination. */
async function recipientTargets(
  actor: Member,
  recipients: NetworkOfferInput['recipients'],
  myPublicId: string,
): Promise<Target[]> {
  if (!recipients.length) throw fieldError('recipients', NETWORK_MESSAGES.linkRequired);
  const unique = [...new Map(recipients.map((r) => [r.companyId, r])).values()];
  const partners = await Promise.all(unique.map((r) => linkedPartner(actor, r.companyId)));
  const theirLinks = await batchGet(
    partners.map((p) => LinkEntity.batch({ tenantId: p.profile.tenantId, publicCompanyId: myPublicId })),
  );
  return Promise.all(
    unique.map(async (r, i) => ({
      partner: partners[i]!,
      destination: await destinationOf(
        partners[i]!.profile.tenantId,
        r.destinationLocationId,
        `recipients.${i}.destinationLocationId`,
      ),
      destinationLocationId: r.destinationLocationId,
      representatives: theirLinks[i]?.representatives ?? [],
      status: 'OFFERED' as const,
      sourceTx: [],
    })),
  );
}

/** What one offer of the wizard is made of, for the side that offers it. */
interface Offered {
  actor: Member;
  me: Awaited<ReturnType<typeof myProfile>>;
  name: string;
  representatives: string[];
  have: NonNullable<Awaited<ReturnType<typeof HaveItem.get>>>;
  material: Awaited<ReturnType<typeof MaterialItem.get>>;
  input: NetworkOfferInput;
  target: Target;
  expirationDate: string;
  at: string;
}

/** The offering side of one offer to one target: the have's facts, filled in where the wizard left them. */
function offeringOf(offered: Offered): NetworkOfferItem {
  const { actor, me, name, representatives, have, material, input, target: t, expirationDate, at } = offered;
  return NetworkOfferEntity.schema.parse({
    tenantId: actor.tenantId,
    offerId: t.offerId ?? newNetworkId(),
    side: 'OFFERING',
    otherTenantId: t.partner.profile.tenantId,
    lane: 'OPEN',
    status: t.status,
    offeringCompany: partyOf(me),
    receivingCompany: partyOf(t.partner.profile),
    listingId: have.id,
    haveId: have.id,
    haveIdentifier: have.identifier,
    needId: t.request?.needId,
    sourceId: t.request?.id,
    requestId: t.request?.id,
    requestKind: t.request?.kind,
    materialName: input.materialName ?? have.name ?? have.materialName ?? material?.name ?? have.materialType,
    materialType: have.materialType,
    materialId: have.materialId,
    description: input.description ?? have.description ?? material?.description ?? have.notes,
    packaging: have.packaging,
    grade: input.grade ?? material?.grade,
    form: input.form ?? material?.form,
    color: input.color ?? material?.color,
    palletized: have.palletized,
    pieceCount: have.pieceCount,
    thumbnailKey: have.photos[0]?.thumbnailKey,
    totalAvailableWeight: have.remainingWeight,
    price: input.price,
    weight: input.weight,
    terms: input.terms,
    sourceLocation: placeOf(have.location),
    sourceLocationId: have.location?.locationId,
    destinationLocation: t.destination,
    destinationLocationId: t.destinationLocationId,
    offererContact: input.contactInformation,
    representatives,
    negotiations: [{ seq: 1, ...negotiationStep('OFFERING', 'OFFER', proposalOf(input), name, at) }],
    qualification: t.qualification,
    reverseAuction: t.reverseAuction,
    expirationDate,
    createdDate: at,
    updatedDate: at,
    updatedBy: actor.userId,
    updatedByName: name,
    version: 1,
  });
}

/**
 * The offer wizard (part 2 §5): checks the have, the weight against what it has available, the
 * links and destinations, then writes every offer (both sides each, its expiry mark, the request's
 * offer counts) in ONE transaction pinned on the have as read: all are sent or none.
 */
export async function create(actor: Member, input: NetworkOfferInput): Promise<NetworkOffer[]> {
  const on = today();
  const [me, representatives, name] = await Promise.all([
    myProfile(actor),
    checkRepresentatives(actor.tenantId, input.representatives),
    actorName(actor),
  ]);
  return retrying(async () => {
    const at = now();
    const have = await openHave(actor.tenantId, input.haveId, on);
    checkWeight(input.weight, have.remainingWeight);
    const expirationDate = expirationOf(input.expirationDate, have.expirationDate, on);
    const targets = input.requestId
      ? [await answerTarget(actor, input.requestId, input.price, expirationDate, at)]
      : await recipientTargets(actor, input.recipients, me.publicCompanyId);
    const material = have.materialId
      ? await MaterialItem.get({ tenantId: actor.tenantId, materialId: have.materialId })
      : undefined;
    const offers = targets.map((t) => {
      const offering = offeringOf({
        actor,
        me,
        name,
        representatives,
        have,
        material,
        input,
        target: t,
        expirationDate,
        at,
      });
      const receiving = receivingSideOf(offering, t.request?.needId, t.representatives);
      return { offering, receiving, sourceTx: t.sourceTx };
    });
    const items: TxItem[] = [
      HaveItem.tx.check({ tenantId: actor.tenantId, id: have.id }, { updatedDate: have.updatedDate }),
      ...offers.flatMap((o) => [...newOfferTx(o.offering, o.receiving), ...o.sourceTx]),
    ];
    // A reverse auction's listing moved on since it was read (another bid): judge the bid again against it.
    const bidding = targets.some((t) => t.reverseAuction);
    await commit(items, (entity) =>
      entity === HaveItem.name || (bidding && entity === PublicListingEntity.name)
        ? stale(entity)
        : entity === NetworkOfferEntity.name
          ? undefined
          : new Conflict(OFFER_MESSAGES.inactiveRequest, 'REQUEST_INACTIVE'),
    );
    recordBusiness({ name: Metric.offersSent, value: offers.length });
    return Promise.all(offers.map((o) => view(o.offering, on)));
  });
}
