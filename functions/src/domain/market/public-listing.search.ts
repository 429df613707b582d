import type { PublicListingItem } from './public-listing.entity.js';
import { PUBLIC_SCOPE, wordsOf, as, fromImage, joined, path, placeOf } from '../search/index.js';

/** A public offer or request, for every company while it is on the market (active and not yet closed). */
export const publicListing = fromImage(
  (image) => `public-listing:${as<PublicListingItem>(image).id}`,
  (image) => {
    const l = as<PublicListingItem>(image);
    if (l.status !== 'ACTIVE') return [];
    const offer = l.kind === 'PUBLIC_OFFER';
    const city = placeOf(l.location);
    return [
      {
        category: offer ? 'publicOffers' : 'publicRequests',
        scopes: [PUBLIC_SCOPE],
        id: l.id,
        title: (offer ? l.materialName : l.title) || l.materialName || l.materialType,
        subtitle: joined(l.companyName, city),
        url: path(offer ? '/network/offers' : '/network/requests', l.id),
        date: null,
        until: l.closesAt,
        words: wordsOf(l.title, l.materialName, l.materialType, l.companyName, city, l.description),
      },
    ];
  },
);
