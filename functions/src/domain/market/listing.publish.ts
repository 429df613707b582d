import {
  MARKET_MESSAGES,
  type PublicOffer,
  type PublicOfferInput,
  type PublicRequest,
  type PublicRequestInput,
} from '@polyloop/shared/network/market';
import { incrementProblem, REVERSE_AUCTION_MESSAGES } from '@polyloop/shared/network/reverse-auction';
import type { Member } from '../../lib/actor.js';
import { commit, now, retrying, stale, today } from '../../lib/commit.js';
import { Conflict, Forbidden, fieldError } from '../../lib/errors.js';
import { checkRepresentatives } from '../company/index.js';
import {
  HaveItem,
  isTradable,
  NeedItem,
  type HaveItem as Have,
  type NeedItem as Need,
} from '../listing/index.js';
import { newNetworkId, myEnabledProfile, placeOf, checkWeight } from '../network/index.js';
import type { TxItem } from '../../data/entity.js';
import { checkFiles, stageFiles, type StagedFiles, type Upload } from '../file/index.js';
import { requireGroundRules } from './ground-rules.js';
import { offerView, requestView, statusOf } from './listing.view.js';
import { countTx } from './market-counters.js';
import { profileDisabled, profileEnabledTx } from './open-listings.js';
import {
  listListingsOfRecord,
  PublicListingEntity,
  type PublicListingItem,
} from './public-listing.entity.js';

/*
 * Publishing: a have of ours put on the market as a public offer, a need as a public request (part
 * 2 §5). What its company changes afterwards is in listing.edits.ts.
 */

/** A listing that ends on a day closes at that day's last moment (an offer on its expiration date). */
export const endOfDay = (day: string) => `${day}T23:59:59.999Z`;

/** One record has one listing on the market at a time. */
async function notListed(tenantId: string, recordId: string, at: string): Promise<void> {
  const listed = await listListingsOfRecord(tenantId, recordId);
  if (listed.some((l) => statusOf(l, at) === 'ACTIVE' || statusOf(l, at) === 'SCHEDULED'))
    throw new Conflict(MARKET_MESSAGES.alreadyListed, 'ALREADY_LISTED');
}

function openRecord<T extends Have | Need>(record: T | undefined, fieldName: string, closed: string): T {
  if (!record) throw fieldError(fieldName, 'The record was not found.');
  if (!isTradable(record, today())) throw new Conflict(closed, 'RECORD_CLOSED');
  return record;
}

/** Who may publish: an enabled profile, the ground rules accepted, and representatives of the company. */
const publisher = (actor: Member, representatives: string[]) =>
  Promise.all([
    myEnabledProfile(actor),
    checkRepresentatives(actor.tenantId, representatives),
    requireGroundRules(actor),
  ]);

/** What every new listing of a record of ours starts with: open, active, its first version. */
const newListing = (
  actor: Member,
  me: { publicCompanyId: string; name: string },
  record: Have | Need,
  at: string,
) => ({
  id: newNetworkId(),
  tenantId: actor.tenantId,
  publicCompanyId: me.publicCompanyId,
  companyName: me.name,
  lane: 'OPEN',
  status: 'ACTIVE',
  recordId: record.id,
  recordIdentifier: record.identifier,
  materialType: record.materialType,
  packaging: record.packaging,
  location: placeOf(record.location),
  createdDate: at,
  updatedDate: at,
  updatedBy: actor.userId,
  version: 1,
});

/**
 * Puts a new listing on the market: the listing and its counters in one transaction with the
 * enabled profile, pinned on its record (the have of an offer, the need of a request) as read (a
 * record changed meanwhile is tried again).
 */
async function putOnMarket(
  actor: Member,
  listing: PublicListingItem,
  record: Have | Need,
  documents: TxItem[] = [],
) {
  const recordEntity = listing.kind === 'PUBLIC_OFFER' ? HaveItem : NeedItem;
  const recordCheck = recordEntity.tx.check(
    { tenantId: actor.tenantId, id: record.id },
    { updatedDate: record.updatedDate },
  );
  await commit(
    [
      PublicListingEntity.tx.create(listing),
      ...countTx(listing, 1),
      profileEnabledTx(actor),
      recordCheck,
      ...documents,
    ],
    (entity) => (entity === recordEntity.name ? stale(entity) : profileDisabled(entity)),
  );
}

/**
 * Publishes a have with its documents (part 2 §5, §7): pre-approval is the route's permission; the
 * files' rules and scan, the ground rules, an enabled profile and an open have are checked here,
 * the files first, so a file refused refuses the offer. The listing, the market counters and the
 * documents' items are written in one transaction pinned on the have as read; the documents'
 * bytes, put just before it, are removed if it fails.
 */
export async function publishOffer(
  actor: Member,
  input: PublicOfferInput,
  files: Upload[] = [],
): Promise<PublicOffer> {
  const checked = files.length ? await checkFiles(files) : undefined;
  const [me, representatives] = await publisher(actor, input.representatives);
  const id = newNetworkId();
  let documents: StagedFiles | undefined;
  return retrying(async () => {
    const at = now();
    const have = openRecord(
      await HaveItem.get({ tenantId: actor.tenantId, id: input.haveId }, { consistent: true }),
      'haveId',
      MARKET_MESSAGES.haveClosed,
    );
    await notListed(actor.tenantId, have.id, at);
    const weight = input.weight ?? have.remainingWeight;
    checkWeight(weight, have.remainingWeight);
    const expirationDate = input.expirationDate ?? have.expirationDate;
    if (expirationDate < today())
      throw fieldError('expirationDate', 'The expiration date must be today or later.');
    if (expirationDate > have.expirationDate)
      throw fieldError(
        'expirationDate',
        'The listing cannot outlive the have: choose a date on or before its expiration date.',
      );
    const listing = PublicListingEntity.schema.parse({
      ...newListing(actor, me, have, at),
      kind: 'PUBLIC_OFFER',
      materialName: input.materialName ?? have.name ?? have.materialName ?? have.materialType,
      description: input.description ?? have.description ?? have.notes,
      palletized: have.palletized,
      pieceCount: have.pieceCount,
      thumbnailKey: have.photos[0]?.thumbnailKey,
      weight,
      askingPrice: input.askingPrice ?? have.price,
      terms: input.terms,
      expirationDate,
      contactInformation: input.contactInformation,
      representatives,
      closesAt: endOfDay(expirationDate),
      activatedDate: at,
      id,
    });
    if (checked)
      documents ??= await stageFiles(actor, { type: 'listing', id, tenantId: actor.tenantId }, checked, {
        documentType: null,
      });
    await putOnMarket(actor, listing, have, documents?.writes);
    return offerView(actor, listing, { at, linked: false });
  }).catch(async (error: unknown) => {
    await documents?.discard();
    throw error;
  });
}

/**
 * Publishes a need as a public request (part 2 §5): end in the future, the target price when it is
 * enforced; as a reverse auction, with the platform's approval of reverse auctions and an increment
 * of at least its unit's minimum (the schema's check, made again here for callers past the route).
 */
export async function publishRequest(actor: Member, input: PublicRequestInput): Promise<PublicRequest> {
  if (input.reverseAuction) {
    if (actor.publishing.reverseAuctionPermission !== 'PRE_APPROVED')
      throw new Forbidden(REVERSE_AUCTION_MESSAGES.notPermitted);
    const problem = incrementProblem(input.bidIncrement);
    if (problem) throw fieldError('bidIncrement', problem);
  }
  const [me, representatives] = await publisher(actor, input.representatives);
  return retrying(async () => {
    const at = now();
    const need = openRecord(
      await NeedItem.get({ tenantId: actor.tenantId, id: input.needId }, { consistent: true }),
      'needId',
      MARKET_MESSAGES.needClosed,
    );
    await notListed(actor.tenantId, need.id, at);
    const endDate = new Date(input.endDate).toISOString();
    if (endDate <= at) throw fieldError('endDate', MARKET_MESSAGES.endPast);
    const startDate = input.startDate ? new Date(input.startDate).toISOString() : at;
    const listing = PublicListingEntity.schema.parse({
      ...newListing(actor, me, need, at),
      kind: 'PUBLIC_REQUEST',
      materialName: need.name ?? need.materialName ?? need.materialType,
      description: input.description ?? need.description ?? need.notes,
      weight: input.weight ?? need.remainingWeight,
      title: input.title,
      startDate,
      endDate,
      preferredShippingTerms: input.preferredShippingTerms ?? need.shippingTerms,
      priceTarget: input.priceTarget ?? need.priceTarget,
      enforceTargetPrice: input.enforceTargetPrice,
      maxOfferPrice: input.maxOfferPrice,
      reverseAuction: input.reverseAuction,
      bidIncrement: input.reverseAuction ? input.bidIncrement : undefined,
      contactInformation: input.contactInformation,
      representatives,
      closesAt: endDate,
      activatedDate: startDate,
    });
    await putOnMarket(actor, listing, need);
    return requestView(actor, listing, { at, linked: false });
  });
}
