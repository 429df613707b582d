import type { CompanyListItem } from '@polyloop/shared/crm/company';
import { batchGet, type TxItem } from '../../data/entity.js';
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
export async function setLastTouchpoint(tenantId: string, companyId: string, date: string | null): Promise<void> {
  await Company.update({ tenantId, companyId }, { lastTouchpoint: date });
}

/** Moves the company's association count with the association itself (active sellers read it). */
export const materialCountTx = (tenantId: string, companyId: string, delta: number): TxItem =>
  Company.tx.update({ tenantId, companyId }, {}, { add: { materialCount: delta } });

/** Sets the company's logo object and stamps who did it (a visible change: the history shows it). */
export async function setLogo(company: CompanyItem, logoKey: string, stamp: { updatedBy: string; updatedByName: string; updatedDate: string }): Promise<CompanyItem> {
  const { tenantId, companyId, status, nameKey, createdDate } = company;
  // The index composites are restated because updatedDate (a sort key) changes.
  return Company.update({ tenantId, companyId }, { logoKey, status, nameKey, createdDate, ...stamp });
}

export async function companyListItems(tenantId: string, companyIds: string[]): Promise<CompanyListItem[]> {
  const out: CompanyListItem[] = [];
  for (let i = 0; i < companyIds.length; i += 100) {
    const found = await batchGet(companyIds.slice(i, i + 100).map((companyId) => Company.batch({ tenantId, companyId })));
    for (const c of found) if (c) out.push(listItem(c));
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}
