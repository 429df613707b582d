import { unset } from '../../data/patch.js';
import { NETWORK_MESSAGES } from '@polyloop/shared/network/common';
import {
  REQUEST_MESSAGES,
  type NetworkRequest,
  type NetworkRequestInput,
  type NetworkRequestListQuery,
  type NetworkRequestPatch,
  type RequestCounts,
  type RequestStatus,
} from '@polyloop/shared/network/request';
import type { Member } from '../../lib/actor.js';
import { commit, now, retrying, stale, today } from '../../lib/commit.js';
import { Conflict, NotFound, fieldError } from '../../lib/errors.js';
import { batchGet, type TxItem } from '../../data/entity.js';
import { pageFrom, countedPage, type Page } from '../../data/page.js';
import { checkRepresentatives } from '../company/index.js';
import { isTradable, NeedItem } from '../listing/index.js';
import { Location } from '../location/index.js';
import { LinkEntity } from '../link/index.js';
import {
  NetworkExpiryMark,
  newNetworkId,
  linkedPartner,
  linkedTenant,
  myProfile,
  partyOf,
  placeOfLocation,
} from '../network/index.js';
import {
  countRequestsOfLane,
  listOpenRequests,
  listRequestsOfGroup,
  listRequestsOfNeed,
  NetworkRequestEntity,
  pageRequestsOfLane,
  type NetworkRequestItem,
} from './network-request.entity.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A resent request stays open this long unless a date is given. */
const RESEND_DAYS = 30;

/** An active request whose expiration date has passed reads as EXPIRED at once. */
export const effectiveStatus = (
  item: Pick<NetworkRequestItem, 'status' | 'expirationDate'>,
  on = today(),
): RequestStatus => (item.status === 'ACTIVE' && item.expirationDate < on ? 'EXPIRED' : item.status);

export function view(item: NetworkRequestItem, on = today()): NetworkRequest {
  const own = item.side === 'REQUESTING';
  return {
    id: item.requestId,
    side: item.side,
    groupId: own ? (item.groupId ?? null) : null,
    requestingCompany: item.requestingCompany,
    receivingCompany: item.receivingCompany,
    needId: own ? (item.needId ?? null) : null,
    title: item.title,
    description: item.description ?? null,
    materialName: item.materialName ?? null,
    materialType: item.materialType,
    packaging: item.packaging ?? null,
    weight: item.weight,
    priceTarget: item.priceTarget ?? null,
    location: item.location ?? null,
    status: effectiveStatus(item, on),
    expirationDate: item.expirationDate,
    hasOpenOffer: item.openOfferCount > 0,
    offerCount: item.offerCount,
    representatives: item.representatives,
    createdDate: item.createdDate,
    updatedDate: item.updatedDate,
    version: item.version,
  };
}

async function mine(actor: Member, requestId: string): Promise<NetworkRequestItem> {
  const item = await NetworkRequestEntity.get({ tenantId: actor.tenantId, requestId }, { consistent: true });
  if (!item) throw new NotFound();
  return item;
}

/** Only the requester changes its request. */
async function ownRequest(actor: Member, requestId: string): Promise<NetworkRequestItem> {
  const item = await mine(actor, requestId);
  if (item.side !== 'REQUESTING') throw new Conflict(REQUEST_MESSAGES.requesterOnly, 'REQUESTER_ONLY');
  return item;
}

export const get = async (actor: Member, requestId: string) => view(await mine(actor, requestId));

const changed = (entity: string) =>
  entity === NetworkRequestEntity.name
    ? new Conflict(NETWORK_MESSAGES.changed, 'REQUEST_CHANGED')
    : undefined;

/** The same change to both sides, each only at the version read; the requester's own fields on its side only. */
export function bothSides(
  item: NetworkRequestItem,
  shared: Partial<NetworkRequestItem>,
  at: string,
  actorId: string,
  own: Partial<NetworkRequestItem> = {},
): TxItem[] {
  const common = { ...shared, updatedDate: at, updatedBy: actorId, version: item.version + 1 };
  const lane = shared.status ? (shared.status === 'ACTIVE' ? 'OPEN' : 'CLOSED') : item.lane;
  return [
    NetworkRequestEntity.tx.update(
      { tenantId: item.tenantId, requestId: item.requestId },
      { ...common, ...own, lane, side: item.side },
      { condition: { version: item.version } },
    ),
    NetworkRequestEntity.tx.update(
      { tenantId: item.otherTenantId, requestId: item.requestId },
      { ...common, lane, side: item.side === 'REQUESTING' ? 'RECEIVING' : 'REQUESTING' },
      { condition: { version: item.version } },
    ),
  ];
}

/**
 * The private request wizard (part 2 §5): from an open need, to linked companies, one request
 * each (both sides, the expiry mark), all in ONE transaction pinned on the need as read.
 */
export async function create(actor: Member, input: NetworkRequestInput): Promise<NetworkRequest[]> {
  const on = today();
  const [me, representatives] = await Promise.all([
    myProfile(actor),
    checkRepresentatives(actor.tenantId, input.representatives),
  ]);
  const companyIds = [...new Set(input.receivingCompanyIds)];
  const partners = await Promise.all(companyIds.map((id) => linkedPartner(actor, id)));
  const theirLinks = await batchGet(
    partners.map((p) =>
      LinkEntity.batch({ tenantId: p.profile.tenantId, publicCompanyId: me.publicCompanyId }),
    ),
  );
  return retrying(async () => {
    const need = await NeedItem.get({ tenantId: actor.tenantId, id: input.needId }, { consistent: true });
    if (!need) throw fieldError('needId', 'The need was not found.');
    if (!isTradable(need, on)) throw new Conflict(REQUEST_MESSAGES.needClosed, 'NEED_CLOSED');
    const location = await Location.get({ tenantId: actor.tenantId, locationId: input.locationId });
    if (!location || location.companyId !== need.companyId || location.status !== 'ACTIVE')
      throw fieldError('locationId', 'The location must be one of the company’s locations.');
    const expirationDate = input.expirationDate ?? need.expirationDate;
    if (expirationDate < on) throw fieldError('expirationDate', REQUEST_MESSAGES.expirationPast);
    const at = now();
    const groupId = newNetworkId();
    const requests = partners.map((partner, i) => {
      const requesting: NetworkRequestItem = NetworkRequestEntity.schema.parse({
        tenantId: actor.tenantId,
        requestId: newNetworkId(),
        side: 'REQUESTING',
        otherTenantId: partner.profile.tenantId,
        lane: 'OPEN',
        status: 'ACTIVE',
        requestingCompany: partyOf(me),
        receivingCompany: partyOf(partner.profile),
        groupId,
        needId: need.id,
        title: input.title,
        description: input.description ?? need.description,
        materialName: need.name ?? need.materialName,
        materialType: need.materialType,
        packaging: need.packaging,
        weight: input.weight ?? need.remainingWeight,
        priceTarget: input.priceTarget ?? need.priceTarget,
        location: placeOfLocation(location),
        expirationDate,
        representatives,
        createdDate: at,
        updatedDate: at,
        updatedBy: actor.userId,
        version: 1,
      });
      const receiving: NetworkRequestItem = {
        ...requesting,
        tenantId: partner.profile.tenantId,
        otherTenantId: actor.tenantId,
        side: 'RECEIVING',
        groupId: undefined,
        needId: undefined,
        representatives: theirLinks[i]?.representatives ?? [],
      };
      return { requesting, receiving };
    });
    await commit(
      [
        NeedItem.tx.check({ tenantId: actor.tenantId, id: need.id }, { updatedDate: need.updatedDate }),
        ...requests.flatMap((r) => [
          NetworkRequestEntity.tx.create(r.requesting),
          NetworkRequestEntity.tx.create(r.receiving),
          NetworkExpiryMark.tx.put({
            day: expirationDate,
            kind: 'request',
            tenantId: actor.tenantId,
            id: r.requesting.requestId,
          }),
        ]),
      ],
      (entity) => (entity === NeedItem.name ? stale(entity) : undefined),
    );
    return requests.map((r) => view(r.requesting, on));
  });
}

export async function list(actor: Member, query: NetworkRequestListQuery): Promise<Page<NetworkRequest>> {
  const lane = query.status === 'CLOSED' ? 'CLOSED' : 'OPEN';
  const side = query.tab === 'SENT' ? 'REQUESTING' : query.tab === 'RECEIVED' ? 'RECEIVING' : undefined;
  const on = today();
  if (query.needId) {
    const shown = (await listRequestsOfNeed(actor.tenantId, query.needId))
      .filter((r) => r.lane === lane)
      .sort((a, b) => (a.updatedDate < b.updatedDate ? 1 : -1));
    const page = pageFrom(shown, query.page, query.size);
    return { items: page.items.map((r) => view(r, on)), total: page.total };
  }
  return countedPage(
    (limit, cursor) => pageRequestsOfLane(actor.tenantId, lane, side, limit, cursor),
    query.page,
    query.size,
    countRequestsOfLane(actor.tenantId, lane, side),
    (r) => view(r, on),
  );
}

export async function counts(actor: Member): Promise<RequestCounts> {
  const on = today();
  const open = (await listOpenRequests(actor.tenantId)).filter((r) => effectiveStatus(r, on) === 'ACTIVE');
  return {
    sent: open.filter((r) => r.side === 'REQUESTING').length,
    received: open.filter((r) => r.side === 'RECEIVING').length,
  };
}

/** Changes my request for both companies; my representatives on my side only. */
export async function update(
  actor: Member,
  requestId: string,
  patch: NetworkRequestPatch,
): Promise<NetworkRequest> {
  const item = await ownRequest(actor, requestId);
  if (effectiveStatus(item) !== 'ACTIVE') throw new Conflict(REQUEST_MESSAGES.notActive, 'REQUEST_INACTIVE');
  if (patch.expirationDate && patch.expirationDate < today())
    throw fieldError('expirationDate', REQUEST_MESSAGES.expirationPast);
  const representatives = patch.representatives
    ? await checkRepresentatives(actor.tenantId, patch.representatives)
    : undefined;
  // A field sent as null is given as undefined, which both sides' updates REMOVE.
  const { representatives: _r, ...shared } = unset(patch);
  const at = now();
  const items = bothSides(item, shared, at, actor.userId, representatives ? { representatives } : {});
  if (patch.expirationDate && patch.expirationDate !== item.expirationDate)
    items.push(
      NetworkExpiryMark.tx.put({
        day: patch.expirationDate,
        kind: 'request',
        tenantId: actor.tenantId,
        id: requestId,
      }),
    );
  await commit(items, changed);
  return get(actor, requestId);
}

const cancelTx = (item: NetworkRequestItem, at: string, actorId: string): TxItem[] =>
  bothSides(item, { status: 'CANCELLED' }, at, actorId);

export async function cancel(actor: Member, requestId: string): Promise<NetworkRequest> {
  const item = await ownRequest(actor, requestId);
  if (effectiveStatus(item) !== 'ACTIVE') throw new Conflict(REQUEST_MESSAGES.notActive, 'REQUEST_INACTIVE');
  await commit(cancelTx(item, now(), actor.userId), changed);
  return get(actor, requestId);
}

/** Cancels every active request of the group this one was sent with, in one transaction. */
export async function cancelGroup(actor: Member, requestId: string): Promise<NetworkRequest[]> {
  const item = await ownRequest(actor, requestId);
  const group = item.groupId ? await listRequestsOfGroup(actor.tenantId, item.groupId) : [item];
  const active = group.filter((r) => effectiveStatus(r) === 'ACTIVE');
  if (!active.length) throw new Conflict(REQUEST_MESSAGES.notActive, 'REQUEST_INACTIVE');
  const at = now();
  await commit(
    active.flatMap((r) => cancelTx(r, at, actor.userId)),
    changed,
  );
  return Promise.all(group.map((r) => get(actor, r.requestId)));
}

/** Sends a cancelled or expired request again (the link must still stand), open for another 30 days unless said. */
export async function reactivate(
  actor: Member,
  requestId: string,
  input: { expirationDate?: string } | undefined,
): Promise<NetworkRequest> {
  const item = await ownRequest(actor, requestId);
  if (effectiveStatus(item) === 'ACTIVE') throw new Conflict(REQUEST_MESSAGES.notClosed, 'REQUEST_ACTIVE');
  const expirationDate = input?.expirationDate ?? inDays(RESEND_DAYS);
  if (expirationDate < today()) throw fieldError('expirationDate', REQUEST_MESSAGES.expirationPast);
  await linkedTenant(actor, item.otherTenantId, item.receivingCompany.id);
  const at = now();
  await commit(
    [
      ...bothSides(item, { status: 'ACTIVE', expirationDate }, at, actor.userId),
      NetworkExpiryMark.tx.put({
        day: expirationDate,
        kind: 'request',
        tenantId: actor.tenantId,
        id: requestId,
      }),
    ],
    changed,
  );
  return get(actor, requestId);
}

/** A need that closed takes its active requests with it (part 2 §4), as the system. */
export async function cancelRequestsOfNeed(tenantId: string, needId: string): Promise<number> {
  const active = (await listRequestsOfNeed(tenantId, needId)).filter((r) => r.status === 'ACTIVE');
  let cancelled = 0;
  for (const item of active) {
    try {
      await commit(cancelTx(item, now(), 'system'), changed);
      cancelled++;
    } catch (error) {
      if (!(error instanceof Conflict)) throw error;
    }
  }
  return cancelled;
}
