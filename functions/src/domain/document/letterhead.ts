import { readDocument } from '../../lib/s3.js';
import { companyOf } from '../company/index.js';
import { listContactsOfCompany } from '../contact/index.js';
import { listLocationsOfCompany } from '../location/index.js';
import { Tenant } from '../tenant/index.js';
import type { Writer } from './documents.js';

/**
 * The paper every generated document is written on (purchase orders, shipping documents,
 * datasheets, invoices and bills): read once per document from the writing company's own records.
 */
/** The writing company's letterhead (logo, name, address, contact) and its terms. */
export async function writerOf(tenantId: string): Promise<Writer> {
  const [company, tenant, locations, contacts] = await Promise.all([
    companyOf(tenantId, tenantId),
    Tenant.get({ tenantId }),
    listLocationsOfCompany(tenantId, tenantId, 'ACTIVE'),
    listContactsOfCompany(tenantId, tenantId, 'ACTIVE'),
  ]);
  const name = company?.name ?? tenant?.name ?? 'Polyloop';
  const place = locations.find((l) => l.remitTo) ?? locations[0];
  const contact = contacts[0];
  const address = place
    ? [place.address, [place.city, place.stateProvince, place.postalCode].filter(Boolean).join(', ')]
        .filter(Boolean)
        .join(', ')
    : undefined;
  const reach = contact
    ? [
        [contact.firstName, contact.lastName].filter(Boolean).join(' '),
        contact.email,
        contact.officePhone ?? contact.mobilePhone,
      ]
        .filter(Boolean)
        .join(' · ')
    : undefined;
  const logo = company?.logoKey ? await readDocument(company.logoKey).catch(() => undefined) : undefined;
  const terms = [tenant?.documentTerms, tenant?.paymentTerms ? `Payment terms: ${tenant.paymentTerms}` : null]
    .filter(Boolean)
    .join('\n');
  return {
    letterhead: { name, lines: [address, reach].filter((l): l is string => !!l), logo },
    lines: [
      name,
      ...(place ? [place.address, [place.city, place.stateProvince].filter(Boolean).join(', ')] : []),
    ],
    terms: terms || null,
  };
}
