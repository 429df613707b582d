import type { CompanyItem } from '../../company/company.entity.js';
import type { ContactItem } from '../../contact/contact.entity.js';
import type { TouchpointItem } from '../../touchpoint/touchpoint.entity.js';
import { wordsOf } from '../words.js';
import { as, fromImage, joined, path, placeOf, type SearchMapper } from './document.js';

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

/** A contact, opened on its company's profile. */
export const contact = fromImage(
  (image) => `contact:${as<ContactItem>(image).tenantId}:${as<ContactItem>(image).contactId}`,
  (image) => {
    const c = as<ContactItem>(image);
    if (c.status !== 'ACTIVE') return [];
    const name = `${c.firstName} ${c.lastName ?? ''}`.trim();
    return [
      {
        category: 'contacts',
        scopes: [c.tenantId],
        id: c.contactId,
        title: name,
        subtitle: joined(c.title, c.email),
        url: path('/companies', c.companyId, '/profile'),
        date: null,
        words: wordsOf(name, c.email, c.title, c.mobilePhone, c.officePhone),
      },
    ];
  },
);

const excerpt = (notes: string) => {
  const line = notes.trim().split('\n')[0]!.trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line || 'Touchpoint';
};

/** A touchpoint (its notes, date and company), opened on its company's activity; it reads its company's name. */
export const touchpoint: SearchMapper = {
  reads: true,
  record: (image) =>
    `touchpoint:${as<TouchpointItem>(image).tenantId}:${as<TouchpointItem>(image).touchpointId}`,
  watched: (image) => {
    const t = image && as<TouchpointItem>(image);
    return t && [t.companyId, t.date, t.notes];
  },
  async documents(image) {
    if (!image) return [];
    const t = as<TouchpointItem>(image);
    const { Company } = await import('../../company/company.entity.js');
    const companyName = (await Company.get({ tenantId: t.tenantId, companyId: t.companyId }))?.name ?? null;
    return [
      {
        category: 'touchpoints',
        scopes: [t.tenantId],
        id: t.touchpointId,
        title: excerpt(t.notes),
        subtitle: companyName,
        url: path('/companies', t.companyId, '/activity'),
        date: t.date,
        words: wordsOf(companyName, t.notes),
      },
    ];
  },
};
