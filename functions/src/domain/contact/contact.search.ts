import type { ContactItem } from './contact.entity.js';
import { wordsOf, as, fromImage, joined, path } from '../search/index.js';

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
