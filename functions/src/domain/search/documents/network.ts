import type { NetworkOfferItem } from '../../network-offer/network-offer.entity.js';
import type { NetworkRequestItem } from '../../network-request/network-request.entity.js';
import { wordsOf } from '../words.js';
import { as, fromImage, path } from './document.js';

/**
 * A network offer, per side: each company's side is indexed under its own tenant (part 2 §3), with
 * what that side may see (the have's identifier is the offering side's only).
 */
export const networkOffer = fromImage(
  (image) => `network-offer:${as<NetworkOfferItem>(image).tenantId}:${as<NetworkOfferItem>(image).offerId}`,
  (image) => {
    const o = as<NetworkOfferItem>(image);
    const own = o.side === 'OFFERING' ? [o.haveIdentifier] : [];
    return [
      {
        category: 'networkOffers',
        scopes: [o.tenantId],
        id: o.offerId,
        title: o.materialName,
        subtitle: `${o.offeringCompany.name} → ${o.receivingCompany.name}`,
        url: path('/network/offers', o.offerId),
        date: null,
        words: wordsOf(
          o.materialName,
          o.materialType,
          o.offeringCompany.name,
          o.receivingCompany.name,
          ...own,
          o.orderIdentifier,
        ),
      },
    ];
  },
);

/** A private network request, per side, under each company's own tenant. */
export const networkRequest = fromImage(
  (image) =>
    `network-request:${as<NetworkRequestItem>(image).tenantId}:${as<NetworkRequestItem>(image).requestId}`,
  (image) => {
    const r = as<NetworkRequestItem>(image);
    return [
      {
        category: 'networkRequests',
        scopes: [r.tenantId],
        id: r.requestId,
        title: r.title,
        subtitle: `${r.requestingCompany.name} → ${r.receivingCompany.name}`,
        url: path('/network/requests', r.requestId),
        date: null,
        words: wordsOf(
          r.title,
          r.materialName,
          r.materialType,
          r.requestingCompany.name,
          r.receivingCompany.name,
        ),
      },
    ];
  },
);
