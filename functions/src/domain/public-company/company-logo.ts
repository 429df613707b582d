import type { Member } from '../../lib/actor.js';
import { NotFound } from '../../lib/errors.js';
import { audit, type Audit } from '../history/index.js';
import type { RawBody } from '../file/index.js';
import { readLogo, removeLogo } from './logo.js';
import { storeLogo } from './logo-store.js';

/**
 * The CRM company a logo is set on: the company aggregate's own read and write, which the route
 * passes in (the company shows logos kept by the public profile's rules, not the other way round).
 */
export interface LogoHolder<Company, Shown> {
  /** The company, or undefined when it is not one of the tenant's. */
  find(tenantId: string, companyId: string): Promise<Company | undefined>;
  /** Sets the stored logo on the company, stamped with who did it; the company as the answer shows it. */
  setLogo(company: Company, key: string, stamp: Audit): Promise<Shown>;
  /** The stored logo's key, if any. */
  logoKeyOf(company: Company): string | undefined;
  /** Removes the logo from the company, stamped with who did it; the company as the answer shows it. */
  clearLogo(company: Company, stamp: Audit): Promise<Shown>;
  /** The company as the answer shows it, unchanged. */
  show(company: Company): Promise<Shown>;
}

/**
 * A company's logo: PNG, JPEG, SVG (without scripts) or WebP up to 2 MB (the public profile's
 * rules, reused), scanned like any upload, stored, then set on the company in place of the last.
 */
export async function uploadCompanyLogo<Company, Shown>(
  actor: Member,
  companyId: string,
  raw: RawBody,
  holder: LogoHolder<Company, Shown>,
): Promise<Shown> {
  const company = await holder.find(actor.tenantId, companyId);
  if (!company) throw new NotFound();
  const logo = readLogo(raw.body, raw.isBase64Encoded, raw.contentType);
  const key = await storeLogo(logo);
  const previous = holder.logoKeyOf(company);
  // The item keeps the object key; the answer carries a presigned address for it. The logo it
  // replaces is removed once no item names it.
  const shown = await holder.setLogo(company, key, await audit(actor));
  if (previous && previous !== key) await removeLogo(previous);
  return shown;
}

/** Removes a company's logo (nothing to do when it has none): the item first, then the object. */
export async function deleteCompanyLogo<Company, Shown>(
  actor: Member,
  companyId: string,
  holder: LogoHolder<Company, Shown>,
): Promise<Shown> {
  const company = await holder.find(actor.tenantId, companyId);
  if (!company) throw new NotFound();
  const key = holder.logoKeyOf(company);
  if (!key) return holder.show(company);
  const shown = await holder.clearLogo(company, await audit(actor));
  await removeLogo(key);
  return shown;
}
