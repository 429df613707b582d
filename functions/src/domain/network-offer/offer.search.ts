import type { NetworkOfferItem } from './network-offer.entity.js';
import { wordsOf, as, fromImage, path } from '../search/index.js';

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
