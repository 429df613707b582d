import type { CompanyItem } from './company.entity.js';
import { wordsOf, as, fromImage, path, placeOf } from '../search/index.js';

/** A CRM company: its name, legal name and headquarters. */
export const company = fromImage(
  (image) => `company:${as<CompanyItem>(image).tenantId}:${as<CompanyItem>(image).companyId}`,
  (image) => {
    const c = as<CompanyItem>(image);
    if (c.status !== 'ACTIVE') return [];
    const place = placeOf(c.headquarters);
    return [
      {
        category: 'companies',
        scopes: [c.tenantId],
        id: c.companyId,
        title: c.name,
        subtitle: place,
        url: path('/companies', c.companyId),
        date: null,
        words: wordsOf(c.name, c.legalName, place),
      },
    ];
  },
);
