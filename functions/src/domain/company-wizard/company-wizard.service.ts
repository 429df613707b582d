import type { Company as CompanyView } from '@polyloop/shared/crm/company';
import { CRM_MESSAGES } from '@polyloop/shared/crm/company';
import type { CompanyCreateBody } from '@polyloop/shared/contract/routes/crm';
import { randomUUID } from 'node:crypto';
import { batchGet, type TxItem } from '../../data/entity.js';
import { BadRequest, Conflict } from '../../lib/errors.js';
import type { Member } from '../../lib/actor.js';
import { audit } from '../history/index.js';
import { MaterialItem, CompanyMaterial } from '../material/index.js';
import { createLocationTx, newLocation } from '../location/index.js';
import { createContactTx, newContact } from '../contact/index.js';
import { createBuyProfileTx, newBuyProfile } from '../buy-profile/index.js';
import {
  Company,
  headquartersOf,
  pageCompaniesByNamePrefix,
  type CompanyItem,
  companyCounterTx,
  checkRepresentatives,
  checkTags,
  view,
  nameKey,
  normalizeName,
} from '../company/index.js';
import { commit } from '../../lib/commit.js';

export const MATERIAL_UNKNOWN = 'Choose materials of your company.';

/**
 * Active companies whose normalised name equals or starts with this one's: one Query of the name
 * index (begins_with on the folded name), then the suffix-free comparison on what it returned.
 */
export async function possibleDuplicates(tenantId: string, name: string): Promise<string[]> {
  const key = normalizeName(name);
  const { items } = await pageCompaniesByNamePrefix(tenantId, 'ACTIVE', key, { cursor: null, limit: 50 });
  return items.filter((c) => normalizeName(c.name).startsWith(key)).map((c) => c.name);
}

/** The active company whose name is this one's, legal form aside (a partner already in the CRM), if any. */
export async function sameNamed(tenantId: string, name: string): Promise<CompanyItem | undefined> {
  const key = normalizeName(name);
  const { items } = await pageCompaniesByNamePrefix(tenantId, 'ACTIVE', key, { cursor: null, limit: 50 });
  return items.find((c) => !c.own && normalizeName(c.name) === key);
}

async function materialsOf(tenantId: string, ids: string[]): Promise<MaterialItem[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found: (MaterialItem | undefined)[] = await batchGet<MaterialItem[]>(
    unique.map((materialId) => MaterialItem.batch({ tenantId, materialId })),
  );
  const usable = found.filter((m): m is MaterialItem => !!m && !m.archived);
  if (usable.length !== unique.length)
    throw new BadRequest(MATERIAL_UNKNOWN, { materialIds: [MATERIAL_UNKNOWN] });
  return usable;
}

/**
 * The company wizard: checks representatives, materials and possible duplicates, then writes the
 * company, its locations (the first is the headquarters; one remit-to marker), contacts (with their
 * e-mail keys), buy profiles, material associations and the tenant's counter in ONE transaction,
 * so a failure leaves nothing half-written. The body's caps keep it under DynamoDB's 100 items.
 */
export async function create(actor: Member, input: CompanyCreateBody): Promise<CompanyView> {
  const { tenantId } = actor;
  const [representatives, materials, tagIds] = await Promise.all([
    checkRepresentatives(tenantId, input.representatives),
    materialsOf(tenantId, input.materialIds),
    checkTags(tenantId, input.tags),
  ]);
  if (!input.confirmDuplicate) {
    const duplicates = await possibleDuplicates(tenantId, input.name);
    if (duplicates.length) throw new Conflict(CRM_MESSAGES.duplicate, 'POSSIBLE_DUPLICATE', { duplicates });
  }
  const stamp = await audit(actor);
  const companyId = randomUUID();
  const locations = input.locations.map((l) => newLocation(tenantId, companyId, l, stamp));
  const contacts = input.contacts.map((c) => newContact(tenantId, companyId, c, stamp));
  const profiles = input.buyProfiles.map((p) => newBuyProfile(tenantId, companyId, p, stamp));
  const company: CompanyItem = Company.schema.parse({
    tenantId,
    companyId,
    name: input.name,
    nameKey: nameKey(input.name),
    legalName: input.legalName || undefined,
    about: input.about || undefined,
    website: input.website || undefined,
    tagIds,
    services: [...new Set(input.services)],
    materials: [...new Set([...input.materials, ...materials.map((m) => m.type)])],
    representatives,
    headquarters: locations[0] ? headquartersOf(locations[0]) : null,
    status: 'ACTIVE',
    own: false,
    createdDate: stamp.updatedDate,
    contactCount: contacts.length,
    locationCount: locations.length,
    buyProfileCount: profiles.length,
    materialCount: materials.length,
    ...stamp,
  });
  const items: TxItem[] = [
    Company.tx.create(company),
    companyCounterTx(tenantId, 'ACTIVE', 1),
    ...locations.flatMap(createLocationTx),
    ...contacts.flatMap(createContactTx),
    ...profiles.map(createBuyProfileTx),
    ...materials.map((m) =>
      CompanyMaterial.tx.create({
        tenantId,
        companyId,
        materialId: m.materialId,
        companyName: company.name,
        materialName: m.name,
        materialType: m.type,
        createdDate: stamp.updatedDate,
        ...stamp,
      }),
    ),
  ];
  // Every key is new (a fresh company id), and the body was checked for duplicate e-mails and remit-tos.
  await commit(items, () => undefined);
  return view(company);
}
