import type { CompanyListItem } from '@polyloop/shared/crm/company';
import { batchGetMany, type TxItem } from '../../data/entity.js';
import { NotFound } from '../../lib/errors.js';
import { Company, type CompanyItem } from './company.entity.js';
import { listItem, load } from './company.service.js';

/**
 * The few things materials, touchpoints and files need of the company aggregate, in one place so
 * the seam between the two is visible. `load` answers the tenant's own company too (its id is
 * the tenant id) and 404 for any id outside the tenant.
 */
export async function companyOf(tenantId: string, companyId: string): Promise<CompanyItem | undefined> {
  try {
    return await load(tenantId, companyId);
  } catch (error) {
    if (error instanceof NotFound) return undefined;
    throw error;
  }
}

/** The company's latest touchpoint date, kept on the item for lists (a denormalised field: no history entry). */
export async function setLastTouchpoint(
  tenantId: string,
  companyId: string,
  date: string | null,
): Promise<void> {
  await Company.update({ tenantId, companyId }, { lastTouchpoint: date });
}

/** Moves the company's association count with the association itself (active sellers read it). */
export const materialCountTx = (tenantId: string, companyId: string, delta: number): TxItem =>
  Company.tx.update({ tenantId, companyId }, {}, { add: { materialCount: delta } });

/** Sets the company's logo object and stamps who did it (a visible change: the history shows it). */
export async function setLogo(
  company: CompanyItem,
  logoKey: string,
  stamp: { updatedBy: string; updatedByName: string; updatedDate: string },
): Promise<CompanyItem> {
  // updatedDate sorts an index: the entity rewrites its keys from the company as read.
  return Company.update(
    { tenantId: company.tenantId, companyId: company.companyId },
    { logoKey, ...stamp },
    { current: company },
  );
}

/** Removes the company's logo, stamped like any change (the object itself is removed by the caller). */
export async function clearLogo(
  company: CompanyItem,
  stamp: { updatedBy: string; updatedByName: string; updatedDate: string },
): Promise<CompanyItem> {
  return Company.update(
    { tenantId: company.tenantId, companyId: company.companyId },
    { ...stamp },
    { current: company, remove: ['logoKey'] },
  );
}

export async function companyListItems(tenantId: string, companyIds: string[]): Promise<CompanyListItem[]> {
  const found = await batchGetMany(companyIds.map((companyId) => Company.batch({ tenantId, companyId })));
  return found.map(listItem).sort((a, b) => a.name.localeCompare(b.name));
}
