import { isNetworkId } from '@polyloop/shared/network/common';

/**
 * The network's addresses (spec part 2 §2), built in one place so lists, notifications and pages
 * link to offers the same way. A have id is never a network id, so `offers/new/{haveId}` and
 * `offers/new/{requestId}/{haveId}` tell themselves apart (`offerTarget`).
 */

const part = (s: string) => encodeURIComponent(s);

export const offerPath = (id: string, tab?: 'details' | 'matches' | 'documents') =>
  `/network/offers/${part(id)}${tab ? `/${tab}` : ''}`;
export const confirmOfferPath = (id: string) => `/network/offers/${part(id)}/confirm`;
/** The offer wizard: from a have, in answer to a request, or both. */
export const newOfferPath = (from: { requestId?: string; haveId?: string } = {}) =>
  ['/network/offers/new', from.requestId, from.haveId]
    .filter(Boolean)
    .map((s, i) => (i ? part(s!) : s))
    .join('/');
/** Publishing a have on the market. */
export const newPublicOfferPath = (haveId?: string) =>
  haveId ? `/network/offers/new/public/${part(haveId)}` : '/network/offers/new/public';
/** Bidding on a public offer. */
export const respondPath = (publicOfferId: string) => `/network/respond/${part(publicOfferId)}`;
/** A company's page in the directory. */
export const directoryCompanyPath = (publicCompanyId: string) =>
  `/network/companies/${part(publicCompanyId)}`;
/** An auction's page, and starting one (from a have). */
export const auctionPath = (id: string, tab?: 'details' | 'documents' | 'links') =>
  `/network/auctions/${part(id)}${tab ? `/${tab}` : ''}`;
export const newAuctionPath = (haveId?: string) =>
  haveId ? `/network/auctions/new/${part(haveId)}` : '/network/auctions/new';
export const MARKET_AUCTIONS_PATH = '/network/market/auctions';
export const MARKET_SUPPLY_PATH = '/network/market/supply';

/**
 * What the optional `:requestId?/:haveId?` parameters name: a request only when the first one has
 * the network id pattern; otherwise the first one is the have.
 */
export function offerTarget(params: { requestId?: string; haveId?: string }): {
  requestId?: string;
  haveId?: string;
} {
  if (isNetworkId(params.requestId))
    return { requestId: params.requestId, haveId: params.haveId || undefined };
  return { haveId: params.requestId || params.haveId || undefined };
}
