import type { PublicProfileItem } from './public-company.entity.js';
import { PUBLIC_SCOPE, wordsOf, as, fromImage, path, placeOf } from '../search/index.js';

/** A company's public profile, in the directory of every company while it is enabled. */
export const publicCompany = fromImage(
  (image) => `public-company:${as<PublicProfileItem>(image).tenantId}`,
  (image) => {
    const p = as<PublicProfileItem>(image);
    if (!p.enabled) return [];
    const place = placeOf(p.place);
    return [
      {
        category: 'publicCompanies',
        scopes: [PUBLIC_SCOPE],
        id: p.publicCompanyId,
        title: p.name,
        subtitle: place,
        url: path('/network/companies', p.publicCompanyId),
        date: null,
        words: wordsOf(p.name, place),
      },
    ];
  },
);
