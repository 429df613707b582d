import type { DocumentType } from '@polyloop/shared/identity/document-defaults';
import { readDocument } from '../../lib/s3.js';
import { companyOf } from '../company/index.js';
import { listContactsOfCompany } from '../contact/index.js';
import { listLocationsOfCompany } from '../location/index.js';
import { Tenant } from '../tenant/index.js';
import { DocumentDefaultsEntity } from './document-defaults.entity.js';
import type { Writer } from './documents.js';

/**
 * The paper every generated document is written on (purchase orders, shipping documents,
 * datasheets, invoices and bills), read once per document: the writing company's letterhead
 * (logo, name, address, contact), the terms and the footer of the document `type`. What the
 * administrator set in the document defaults comes first; the company's own records fill the rest
 * (the name, the remit-to or first location, the first contact, the organization's terms).
 */
export async function writerOf(tenantId: string, type: DocumentType): Promise<Writer> {
  const [company, tenant, locations, contacts, defaults] = await Promise.all([
    companyOf(tenantId, tenantId),
    Tenant.get({ tenantId }),
    listLocationsOfCompany(tenantId, tenantId, 'ACTIVE'),
    listContactsOfCompany(tenantId, tenantId, 'ACTIVE'),
    DocumentDefaultsEntity.get({ tenantId }),
  ]);
  const set = defaults?.letterhead;
  const own = defaults?.documents[type];
  const name = set?.name ?? company?.name ?? tenant?.name ?? 'Polyloop';
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
  const terms = [
    own?.terms ?? tenant?.documentTerms,
    tenant?.paymentTerms ? `Payment terms: ${tenant.paymentTerms}` : null,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    letterhead: {
      name,
      lines: [set?.address ?? address, set?.contact ?? reach].filter((l): l is string => !!l),
      logo,
      ...(own?.footer ? { footer: own.footer } : {}),
    },
    lines: [
      name,
      ...(set?.address
        ? [set.address]
        : place
          ? [place.address, [place.city, place.stateProvince].filter(Boolean).join(', ')]
          : []),
    ],
    terms: terms || null,
  };
}
