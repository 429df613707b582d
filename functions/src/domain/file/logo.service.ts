import type { Company } from '@polyloop/shared/crm/company';
import type { Member } from '../../lib/actor.js';
import { NotFound } from '../../lib/errors.js';
import { readLogo } from '../public-company/logo.js';
import { storeLogo } from '../public-company/logo-store.js';
import { present } from '../company/company.service.js';
import { audit } from '../history/audit.js';
import { companyOf, setLogo } from '../company/company-lookup.js';
import type { RawBody } from './file.service.js';

/**
 * A company's logo: PNG, JPEG, SVG (without scripts) or WebP up to 2 MB (the public profile's
 * rules, reused), scanned like any upload, stored, then set on the company.
 */
export async function uploadCompanyLogo(actor: Member, companyId: string, raw: RawBody): Promise<Company> {
  const { tenantId } = actor;
  const company = await companyOf(tenantId, companyId);
  if (!company) throw new NotFound();
  const logo = readLogo(raw.body, raw.isBase64Encoded, raw.contentType);
  const key = await storeLogo(logo);
  const updated = await setLogo(company, key, await audit(actor));
  // The item keeps the object key; the answer carries a presigned address for it.
  return present(updated);
}
