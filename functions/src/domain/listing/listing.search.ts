import type { HaveItem, ListingItem } from './listing.entity.js';
import { wordsOf, as, fromImage, joined, path, placeOf } from '../search/index.js';

/** A have or need: found by its identifier ("GLP-H" and "0012" find GLP-H-0012), name, material, company and city. */
const listing = (kind: 'have' | 'need') =>
  fromImage(
    (image) => `${kind}:${as<ListingItem>(image).tenantId}:${as<ListingItem>(image).id}`,
    (image) => {
      const l = as<ListingItem>(image);
      if (l.archived) return [];
      const material = l.name || l.materialName || l.materialType;
      const city = placeOf(l.location);
      return [
        {
          category: kind === 'have' ? 'haves' : 'needs',
          scopes: [l.tenantId],
          id: l.id,
          title: l.identifier,
          subtitle: joined(material, l.companyName, city),
          url: path(kind === 'have' ? '/haves' : '/needs', l.id),
          date: null,
          words: wordsOf(
            l.identifier,
            l.name,
            l.materialName,
            l.materialType,
            l.companyName,
            city,
            (l as HaveItem).lotNumber,
          ),
        },
      ];
    },
  );

export const have = listing('have');
export const need = listing('need');
