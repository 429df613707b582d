import {
  ACCOUNTING_MESSAGES as M,
  type AccountingProvider,
  type CompanyLink,
} from '@polyloop/shared/finance/accounting';
import type { Member } from '../../lib/actor.js';
import { NotFound, fieldError } from '../../lib/errors.js';
import { companyOf } from '../company/index.js';
import {
  AccountingConnectionEntity,
  CompanyLinkEntity,
  listCompanyLinks,
  type CompanyLinkItem,
} from './accounting.entity.js';
import { calling, session } from './accounting.service.js';

/**
 * Which customer or vendor of the connected service each CRM company is: linked to one the service
 * has, or made there under the company's name. A company that is not one of the caller's is not found.
 */

const linkView = (l: CompanyLinkItem): CompanyLink => ({
  companyId: l.companyId,
  companyName: l.companyName,
  customerId: l.customerId ?? null,
  customerName: l.customerName ?? null,
  vendorId: l.vendorId ?? null,
  vendorName: l.vendorName ?? null,
});

export async function links(actor: Member): Promise<CompanyLink[]> {
  const connection = await AccountingConnectionEntity.get({ tenantId: actor.tenantId });
  const all = await listCompanyLinks(actor.tenantId);
  return all.filter((l) => !connection || l.provider === connection.provider).map(linkView);
}

async function crmCompany(actor: Member, companyId: string) {
  const company = await companyOf(actor.tenantId, companyId);
  if (!company) throw new NotFound();
  return company;
}

async function saveLink(
  actor: Member,
  companyId: string,
  companyName: string,
  provider: AccountingProvider,
  change: Partial<Pick<CompanyLinkItem, 'customerId' | 'customerName' | 'vendorId' | 'vendorName'>>,
): Promise<CompanyLink> {
  const current = await CompanyLinkEntity.get({ tenantId: actor.tenantId, companyId });
  const kept = current && current.provider === provider ? current : undefined;
  const item = await CompanyLinkEntity.put({
    ...kept,
    tenantId: actor.tenantId,
    companyId,
    companyName,
    provider,
    ...change,
    updatedDate: new Date().toISOString(),
  });
  return linkView(item);
}

/** Links a company to an existing customer and/or vendor of the service. */
export async function link(
  actor: Member,
  companyId: string,
  input: { customerId?: string; vendorId?: string },
): Promise<CompanyLink> {
  const company = await crmCompany(actor, companyId);
  const s = await session(actor.tenantId, M.companiesFailed);
  const known = await calling(M.companiesFailed, () => s.service.listParties(s.tokens));
  const customer = input.customerId && known.find((p) => p.kind === 'CUSTOMER' && p.id === input.customerId);
  const vendor = input.vendorId && known.find((p) => p.kind === 'VENDOR' && p.id === input.vendorId);
  if (input.customerId && !customer) throw fieldError('customerId', 'Choose a customer of the service');
  if (input.vendorId && !vendor) throw fieldError('vendorId', 'Choose a vendor of the service');
  return saveLink(actor, companyId, company.name, s.connection.provider, {
    ...(customer ? { customerId: customer.id, customerName: customer.name } : {}),
    ...(vendor ? { vendorId: vendor.id, vendorName: vendor.name } : {}),
  });
}

/** Creates the company in the service under its CRM name, as a customer or vendor, and links it. */
export async function createParty(
  actor: Member,
  companyId: string,
  kind: 'CUSTOMER' | 'VENDOR',
): Promise<CompanyLink> {
  const company = await crmCompany(actor, companyId);
  const s = await session(actor.tenantId, M.companiesFailed);
  const party = await calling(M.companiesFailed, () =>
    s.service.createParty(s.tokens, { name: company.name, kind }),
  );
  return saveLink(
    actor,
    companyId,
    company.name,
    s.connection.provider,
    kind === 'CUSTOMER'
      ? { customerId: party.id, customerName: party.name }
      : { vendorId: party.id, vendorName: party.name },
  );
}

/** Unlinks a company of mine from the service; a company with no link of mine is not found. */
export async function unlink(actor: Member, companyId: string): Promise<void> {
  const removed = await CompanyLinkEntity.delete({ tenantId: actor.tenantId, companyId });
  if (!removed) throw new NotFound();
}
