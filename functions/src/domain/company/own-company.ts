import type { TxItem } from '../../data/entity.js';
import { ConditionFailed, transact } from '../../data/entity.js';
import { NotFound } from '../../lib/errors.js';
import { Tenant, type TenantItem } from '../tenant/index.js';
import type { Audit } from '../history/index.js';
import { createLocationTx, newLocation } from '../location/index.js';
import { createContactTx, newContact } from '../contact/index.js';
import { Company, headquartersOf, type CompanyItem } from './company.entity.js';
import { companyCounterTx } from './company.counters.js';
import { nameKey } from './normalize.js';

/** What onboarding recorded about the company, from which its own CRM record is made. */
type OwnCompanySource = Pick<
  TenantItem,
  'name' | 'website' | 'createdAt' | 'primaryLocation' | 'primaryContact'
>;

/**
 * The own company's records (the company, its counter move, its primary location and contact) as
 * one transaction's pieces: onboarding writes them with the tenant, so the dashboard's counts and
 * the company's header agree from the first page; older tenants get them on first use below.
 */
export function ownCompanyTx(
  tenantId: string,
  tenant: OwnCompanySource,
  stamp: Audit,
): { company: CompanyItem; items: TxItem[] } {
  const location = tenant.primaryLocation
    ? newLocation(
        tenantId,
        tenantId,
        { ...tenant.primaryLocation, pickupAppointment: 'NONE', deliveryAppointment: 'NONE', remitTo: false },
        stamp,
      )
    : undefined;
  const contact = tenant.primaryContact
    ? newContact(
        tenantId,
        tenantId,
        {
          ...tenant.primaryContact,
          email: tenant.primaryContact.email.toLowerCase(),
          mobilePhone: tenant.primaryContact.phone,
        },
        stamp,
      )
    : undefined;
  const company = Company.schema.parse({
    tenantId,
    companyId: tenantId,
    name: tenant.name,
    nameKey: nameKey(tenant.name),
    website: tenant.website || undefined,
    headquarters: location ? headquartersOf(location) : null,
    status: 'ACTIVE',
    own: true,
    createdDate: tenant.createdAt,
    contactCount: contact ? 1 : 0,
    locationCount: location ? 1 : 0,
    ...stamp,
  });
  return {
    company,
    items: [
      Company.tx.create(company),
      companyCounterTx(tenantId, 'ACTIVE', 1),
      ...(location ? createLocationTx(location) : []),
      ...(contact ? createContactTx(contact) : []),
    ],
  };
}

/**
 * The tenant's own company as a CRM record, id = tenantId, made (for a company onboarded before onboarding wrote it) on first use from what onboarding
 * recorded (name, website, primary location and contact) in one transaction. Two first requests
 * at once: one creates, the other's condition fails and it reads what the first wrote.
 */
export async function ensureOwnCompany(tenantId: string): Promise<CompanyItem> {
  const tenant = await Tenant.get({ tenantId });
  if (!tenant) throw new NotFound();
  const stamp = {
    updatedBy: tenant.createdBy ?? 'system',
    updatedByName: tenant.name,
    updatedDate: new Date().toISOString(),
  };
  const { company, items } = ownCompanyTx(tenantId, tenant, stamp);
  try {
    await transact(items);
    return company;
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    const existing = await Company.get({ tenantId, companyId: tenantId }, { consistent: true });
    if (!existing) throw error;
    return existing;
  }
}
