import { convertPrice, convertWeight, type PriceUnit, type WeightUnit } from '@polyloop/shared/conversions';
import { RANGE_PROPERTIES, type RangeProperty } from '@polyloop/shared/crm/material';
import { placeLabel } from '@polyloop/shared/network/common';
import { ConditionFailed } from '../../data/entity.js';
import { BuyProfile } from '../buy-profile/index.js';
import { companyOf } from '../company/index.js';
import { HaveItem, NeedItem, type ListingItem } from '../listing/index.js';
import { listLocationsOfCompany } from '../location/index.js';
import { PublicListingEntity } from '../market/index.js';
import { PublicProfile } from '../public-company/index.js';
import { MaterialItem } from '../material/index.js';
import { NetworkOfferEntity } from '../network-offer/index.js';
import { NetworkRequestEntity } from '../network-request/index.js';
import { NO_PLACE_BAND, bandOf, lngKeyOf } from './geo.js';
import {
  MatchCandidateEntity,
  PRIVATE_SCOPE,
  PUBLIC_SCOPE,
  listCandidatesOfRecord,
  ownScope,
  recordKeyOf,
  type MatchCandidateItem,
  type Side,
} from './match.entity.js';
import type { MatchFacts } from './score.js';

/**
 * What matching knows of each kind of record (its facts, read once from the record and its
 * material), and where each is filed as a counterpart: a company's haves and needs in its own
 * scope and, privately, for the market's listings to find; its partners' buy profiles in its own
 * scope; public offers and requests in the market's.
 */

export type Matchable =
  | { kind: 'HAVE' | 'NEED'; tenantId: string; id: string }
  | { kind: 'BUY_PROFILE'; tenantId: string; companyId: string; id: string }
  | { kind: 'PUBLIC_OFFER' | 'PUBLIC_REQUEST'; tenantId: string; id: string };

const pounds = (w: { unitValue: number; unit: string }) =>
  convertWeight(w.unitValue, w.unit as WeightUnit, 'POUND');
const perPound = (p: { unitValue: number; unit: string }) =>
  convertPrice(p.unitValue, p.unit as PriceUnit, 'POUND');
const today = () => new Date().toISOString().slice(0, 10);

function rangesOf(material: Record<string, unknown> | undefined): MatchFacts['ranges'] {
  if (!material) return undefined;
  const out: NonNullable<MatchFacts['ranges']> = {};
  for (const key of Object.keys(RANGE_PROPERTIES) as RangeProperty[]) {
    const r = material[key] as { min?: number | null; max?: number | null } | undefined;
    if (r && (r.min != null || r.max != null))
      out[key] = { ...(r.min != null ? { min: r.min } : {}), ...(r.max != null ? { max: r.max } : {}) };
  }
  return Object.keys(out).length ? out : undefined;
}

type Where = {
  city?: string | null;
  stateProvince?: string | null;
  country?: string | null;
  name?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};
/** The coordinates and the "City, ST, Country" of a place, when known. */
function place(p: Where | undefined): Pick<MatchFacts, 'latitude' | 'longitude' | 'place'> {
  if (!p) return {};
  const label = placeLabel({
    name: p.name ?? null,
    city: p.city ?? null,
    stateProvince: p.stateProvince ?? null,
    country: p.country ?? null,
    latitude: null,
    longitude: null,
  });
  return {
    ...(p.latitude != null && p.longitude != null ? { latitude: p.latitude, longitude: p.longitude } : {}),
    ...(label ? { place: label } : {}),
  };
}

/** A CRM company's first active location. */
async function companyPlace(tenantId: string, companyId: string): Promise<Where | undefined> {
  const [where] = await listLocationsOfCompany(tenantId, companyId, 'ACTIVE');
  return (
    where && {
      city: where.city,
      stateProvince: where.stateProvince,
      country: where.country,
      latitude: where.latitude,
      longitude: where.longitude,
    }
  );
}

/** A record's own place, or (when it has no coordinates) its company's. */
async function placeOf(own: Where | undefined, fallback: () => Promise<Where | undefined>) {
  return own?.latitude != null && own.longitude != null ? place(own) : place((await fallback()) ?? own);
}

/** Where a have or need is: its own place, or its company's. */
export async function listingPoint(
  item: ListingItem,
): Promise<{ latitude: number; longitude: number; place?: string } | undefined> {
  const where = await placeOf(item.location ?? undefined, () => companyPlace(item.tenantId, item.companyId));
  return where.latitude !== undefined && where.longitude !== undefined
    ? { latitude: where.latitude, longitude: where.longitude, ...(where.place ? { place: where.place } : {}) }
    : undefined;
}

/** A have or need that is open, in date and not archived: matchable. */
const open = (item: ListingItem) =>
  !item.archived && item.lane === 'OPEN' && item.status === 'ACTIVE' && item.expirationDate >= today();

async function listingFacts(
  kind: 'HAVE' | 'NEED',
  tenantId: string,
  id: string,
): Promise<MatchFacts | undefined> {
  const item =
    kind === 'HAVE'
      ? await HaveItem.get({ tenantId, id }, { consistent: true })
      : await NeedItem.get({ tenantId, id }, { consistent: true });
  if (!item || !open(item)) return undefined;
  const material = item.materialId
    ? await MaterialItem.get({ tenantId, materialId: item.materialId })
    : undefined;
  const price = 'price' in item ? item.price : 'priceTarget' in item ? item.priceTarget : undefined;
  return {
    kind,
    tenantId,
    id,
    label: item.identifier,
    companyId: item.companyId,
    companyName: item.companyName,
    ...(item.materialName
      ? { materialName: item.materialName }
      : material
        ? { materialName: material.name }
        : {}),
    materialType: item.materialType,
    grades: material?.grade ? [material.grade] : [],
    forms: material?.form ? [material.form] : [],
    colors: material?.color ? [material.color] : [],
    ...(rangesOf(material as Record<string, unknown> | undefined)
      ? { ranges: rangesOf(material as Record<string, unknown> | undefined) }
      : {}),
    weightLbs: pounds(item.remainingWeight),
    weight: item.remainingWeight,
    ...(price ? { pricePerLb: perPound(price), price } : {}),
    ...(await placeOf(item.location ?? undefined, () => companyPlace(tenantId, item.companyId))),
    expirationDate: item.expirationDate,
    representatives: item.representatives,
    url: `/${kind === 'HAVE' ? 'haves' : 'needs'}/${id}`,
  };
}

async function buyProfileFacts(
  tenantId: string,
  companyId: string,
  profileId: string,
): Promise<MatchFacts | undefined> {
  const [profile, company] = await Promise.all([
    BuyProfile.get({ tenantId, companyId, profileId }),
    companyOf(tenantId, companyId),
  ]);
  if (!profile || !company || company.status !== 'ACTIVE') return undefined;
  const where = await companyPlace(tenantId, companyId);
  return {
    kind: 'BUY_PROFILE',
    tenantId,
    id: profileId,
    label: `${company.name} buy profile`,
    companyId,
    companyName: company.name,
    materialType: profile.materialType,
    grades: profile.grades,
    forms: profile.forms,
    colors: profile.colors,
    ...(profile.minWeight ? { weightLbs: pounds(profile.minWeight), weight: profile.minWeight } : {}),
    ...(profile.priceTarget ? { pricePerLb: perPound(profile.priceTarget), price: profile.priceTarget } : {}),
    ...place(where),
    representatives: company.representatives ?? [],
    url: `/companies/${companyId}`,
  };
}

async function publicListingFacts(id: string): Promise<MatchFacts | undefined> {
  const listing = await PublicListingEntity.get({ id }, { consistent: true });
  if (!listing || listing.status !== 'ACTIVE' || listing.closesAt <= new Date().toISOString())
    return undefined;
  const offer = listing.kind === 'PUBLIC_OFFER';
  const price = offer ? listing.askingPrice : (listing.priceTarget ?? listing.maxOfferPrice);
  return {
    kind: listing.kind,
    tenantId: listing.tenantId,
    id,
    label: offer
      ? (listing.materialName ?? listing.recordIdentifier)
      : (listing.title ?? listing.recordIdentifier),
    companyName: listing.companyName,
    ...(listing.materialName ? { materialName: listing.materialName } : {}),
    materialType: listing.materialType,
    grades: [],
    forms: [],
    colors: [],
    weightLbs: pounds(listing.weight),
    weight: listing.weight,
    ...(price ? { pricePerLb: perPound(price), price } : {}),
    ...(await placeOf(
      listing.location ?? undefined,
      async () => (await PublicProfile.get({ tenantId: listing.tenantId }))?.place,
    )),
    expirationDate: listing.closesAt,
    representatives: listing.representatives,
    url: offer ? `/network/offers/${id}` : `/network/requests/${id}`,
  };
}

/** An offer or request as my company's side of it holds it: what it offers or asks, and where. */
export async function networkFacts(
  kind: 'NETWORK_OFFER' | 'NETWORK_REQUEST',
  tenantId: string,
  id: string,
): Promise<MatchFacts | undefined> {
  if (kind === 'NETWORK_OFFER') {
    const offer = await NetworkOfferEntity.get({ tenantId, offerId: id });
    if (!offer) return undefined;
    return {
      kind,
      tenantId,
      id,
      label: offer.materialName,
      companyName: offer.offeringCompany.name,
      materialName: offer.materialName,
      materialType: offer.materialType,
      grades: offer.grade ? [offer.grade] : [],
      forms: offer.form ? [offer.form] : [],
      colors: offer.color ? [offer.color] : [],
      weightLbs: pounds(offer.weight),
      weight: offer.weight,
      pricePerLb: perPound(offer.price),
      price: offer.price,
      ...place(offer.sourceLocation ?? undefined),
      representatives: offer.representatives,
      url: `/network/offers/${id}`,
    };
  }
  const request = await NetworkRequestEntity.get({ tenantId, requestId: id });
  if (!request) return undefined;
  return {
    kind,
    tenantId,
    id,
    label: request.title,
    companyName: request.requestingCompany.name,
    ...(request.materialName ? { materialName: request.materialName } : {}),
    materialType: request.materialType,
    grades: [],
    forms: [],
    colors: [],
    weightLbs: pounds(request.weight),
    weight: request.weight,
    ...(request.priceTarget ? { pricePerLb: perPound(request.priceTarget), price: request.priceTarget } : {}),
    ...place(request.location ?? undefined),
    representatives: request.representatives,
    url: `/network/requests/${id}`,
  };
}

/** The facts of a record that can be matched now; undefined when it is closed, expired, archived or gone. */
export function factsOf(record: Matchable): Promise<MatchFacts | undefined> {
  switch (record.kind) {
    case 'HAVE':
    case 'NEED':
      return listingFacts(record.kind, record.tenantId, record.id);
    case 'BUY_PROFILE':
      return buyProfileFacts(record.tenantId, record.companyId, record.id);
    default:
      return publicListingFacts(record.id);
  }
}

export const sideOf = (kind: MatchFacts['kind']): Side =>
  kind === 'HAVE' || kind === 'PUBLIC_OFFER' || kind === 'NETWORK_OFFER' ? 'SUPPLY' : 'DEMAND';

/** Where a record is filed: its company's own scope, the market's private one, or the market. */
function scopesOf(facts: MatchFacts): string[] {
  switch (facts.kind) {
    case 'HAVE':
    case 'NEED':
      return [ownScope(facts.tenantId), PRIVATE_SCOPE];
    case 'BUY_PROFILE':
      return [ownScope(facts.tenantId)];
    default:
      return [PUBLIC_SCOPE];
  }
}

export function candidatesOf(facts: MatchFacts, at: string): MatchCandidateItem[] {
  const located = facts.latitude !== undefined && facts.longitude !== undefined;
  return scopesOf(facts).map((scope) => ({
    ...facts,
    scope,
    side: sideOf(facts.kind),
    band: located ? bandOf(facts.latitude!) : NO_PLACE_BAND,
    lngKey: located ? lngKeyOf(facts.longitude!) : '0000000',
    recordKey: recordKeyOf(facts),
    updatedDate: at,
  }));
}

const sameKey = (a: MatchCandidateItem, b: MatchCandidateItem) =>
  a.scope === b.scope &&
  a.side === b.side &&
  a.materialType === b.materialType &&
  a.band === b.band &&
  a.lngKey === b.lngKey;

/**
 * Files a record where counterparts find it (or takes it out, when it can no longer match):
 * what moved is removed from where it was, and every place it belongs is written anew.
 */
export async function file(recordKey: string, facts: MatchFacts | undefined): Promise<void> {
  const at = new Date().toISOString();
  const wanted = facts ? candidatesOf(facts, at) : [];
  const filed = await listCandidatesOfRecord(recordKey);
  await Promise.all(
    filed
      .filter((old) => !wanted.some((w) => sameKey(w, old)))
      .map((old) =>
        MatchCandidateEntity.delete({
          scope: old.scope,
          side: old.side,
          materialType: old.materialType,
          band: old.band,
          lngKey: old.lngKey,
          recordKey,
        }).catch((error: unknown) => {
          if (!(error instanceof ConditionFailed)) throw error;
        }),
      ),
  );
  await Promise.all(wanted.map((c) => MatchCandidateEntity.put(c)));
}
