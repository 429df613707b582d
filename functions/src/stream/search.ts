import { entityOf, type ItemChange } from '../data/changes.js';
import type { SearchMapper } from '../domain/search/documents/document.js';

const documents = {
  crm: () => import('../domain/search/documents/crm.js'),
  supply: () => import('../domain/search/documents/supply.js'),
  materials: () => import('../domain/search/documents/materials.js'),
  orders: () => import('../domain/search/documents/orders.js'),
  network: () => import('../domain/search/documents/network.js'),
  market: () => import('../domain/search/documents/market.js'),
  auctions: () => import('../domain/search/documents/auctions.js'),
};

/**
 * What global search finds, kept from the table stream like the history and the domain events:
 * each searchable entity's mapper (domain/search/documents/) turns its items into documents, and
 * the projection writes their words into the search index. Mappers load with the first change of
 * their entity.
 */
const mappers: Record<string, () => Promise<SearchMapper>> = {
  company: () => documents.crm().then((m) => m.company),
  contact: () => documents.crm().then((m) => m.contact),
  touchpoint: () => documents.crm().then((m) => m.touchpoint),
  have: () => documents.supply().then((m) => m.have),
  need: () => documents.supply().then((m) => m.need),
  material: () => documents.materials().then((m) => m.material),
  order: () => documents.orders().then((m) => m.order),
  shipment: () => documents.orders().then((m) => m.shipment),
  'network-offer': () => documents.network().then((m) => m.networkOffer),
  'network-request': () => documents.network().then((m) => m.networkRequest),
  'public-listing': () => documents.market().then((m) => m.publicListing),
  'public-company': () => documents.market().then((m) => m.publicCompany),
  auction: () => documents.auctions().then((m) => m.auction),
  'auction-bidder': () => documents.auctions().then((m) => m.auctionBidder),
};

/** The entities search indexes. */
export const searchedEntities = new Set(Object.keys(mappers));

export async function projectSearch(change: ItemChange): Promise<void> {
  const entity = entityOf(change);
  const mapper = entity ? await mappers[entity]?.() : undefined;
  if (!mapper) return;
  const { projectChange } = await import('../domain/search/search.projection.js');
  await projectChange(mapper, change);
}
