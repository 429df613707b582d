import { CRM_MESSAGES } from '@polyloop/shared/crm/company';
import { type Material } from '@polyloop/shared/crm/material';
import type { Member } from '../../lib/actor.js';
import { transact } from '../../data/entity.js';
import { refusedAs } from '../../lib/commit.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import { audit, removeWithAuditIn } from '../history/index.js';
import type { CompanyListItem } from '@polyloop/shared/crm/company';
import { companyListItems, companyOf, materialCountTx } from '../company/index.js';
import { associationsOfCompany, associationsOfMaterial, CompanyMaterial } from './company-material.entity.js';
import { find, many, toMaterial } from './material.service.js';
import { pageMaterials, type MaterialItem } from './material.entity.js';
import type { Slice } from '../../data/page.js';

async function companyName(actor: Member, companyId: string): Promise<string> {
  const company = await companyOf(actor.tenantId, companyId);
  if (!company) throw new NotFound();
  return company.name;
}

/** Associates a material with a company; a second association of the same pair answers 409 with the spec's message. */
export async function associate(actor: Member, companyId: string, materialId: string): Promise<Material> {
  const { tenantId } = actor;
  const [name, material] = await Promise.all([companyName(actor, companyId), find(actor, materialId)]);
  const stamp = await audit(actor);
  await refusedAs(
    () =>
      transact([
        CompanyMaterial.tx.create({
          tenantId,
          companyId,
          materialId,
          companyName: name,
          materialName: material.name,
          materialType: material.type,
          createdDate: stamp.updatedDate,
          ...stamp,
        }),
        materialCountTx(tenantId, companyId, 1),
      ]),
    () => new Conflict(CRM_MESSAGES.materialAssociated, 'MATERIAL_ASSOCIATED'),
  );
  return toMaterial(material);
}

export async function dissociate(actor: Member, companyId: string, materialId: string): Promise<void> {
  const { tenantId } = actor;
  await companyName(actor, companyId);
  const key = { tenantId, companyId, materialId };
  if (!(await CompanyMaterial.get(key))) throw new NotFound();
  // The association and the company's count go together; a repeated delete changes nothing.
  await removeWithAuditIn(CompanyMaterial, key, actor, [
    CompanyMaterial.tx.delete(key, (w) => w.exists()),
    materialCountTx(tenantId, companyId, -1),
  ]);
}

/** The ids of a company's materials: one Query. */
export async function materialIdsOfCompany(tenantId: string, companyId: string): Promise<string[]> {
  return (await associationsOfCompany(tenantId, companyId)).map((a) => a.materialId);
}

/** The company's materials, by name: one Query and one batch read. */
export async function listMaterialsOfCompany(actor: Member, companyId: string): Promise<Material[]> {
  const { tenantId } = actor;
  await companyName(actor, companyId);
  const items = await many(tenantId, await materialIdsOfCompany(tenantId, companyId));
  return items.sort((a, b) => a.nameKey.localeCompare(b.nameKey)).map(toMaterial);
}

/** The companies trading a material, by name: one Query of the association's material index and one batch read per 100. */
export async function listCompaniesOfMaterial(actor: Member, materialId: string): Promise<CompanyListItem[]> {
  const { tenantId } = actor;
  await find(actor, materialId);
  const ids = (await associationsOfMaterial(tenantId, materialId)).map((a) => a.companyId);
  return companyListItems(tenantId, ids);
}

/** Active materials not yet associated with the company, by name, for the picker. */
export async function optionsForCompany(
  actor: Member,
  companyId: string,
  q: string | undefined,
  size: number,
) {
  const { tenantId } = actor;
  await companyName(actor, companyId);
  const taken = new Set(await materialIdsOfCompany(tenantId, companyId));
  const needle = q?.toLowerCase();
  const out: { id: string; name: string; type: MaterialItem['type'] }[] = [];
  let cursor: string | null = null;
  do {
    const page: Slice<MaterialItem> = await pageMaterials(
      { tenantId, state: 'ACTIVE' },
      { cursor, limit: 200 },
    );
    for (const m of page.items) {
      if (taken.has(m.materialId) || (needle && !m.nameKey.includes(needle))) continue;
      out.push({ id: m.materialId, name: m.name, type: m.type });
      if (out.length === size) return out;
    }
    cursor = page.cursor;
  } while (cursor);
  return out;
}
