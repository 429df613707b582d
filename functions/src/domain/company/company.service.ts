import type * as z from 'zod';
import type {
  Company as CompanyView,
  CompanyListItem,
  CompanyPatch,
  Representative,
} from '@polyloop/shared/crm/company';
import { batchGet, ConditionFailed } from '../../data/entity.js';
import type { Clearing } from '../../data/patch.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import type { Member } from '../../lib/actor.js';
import { listUsersOfTenant, User } from '../user/index.js';
import { audit, feed } from '../history/index.js';
import { Company, type CompanyItem, type CompanyStatusValue } from './company.entity.js';
import { commit, now, retrying, stale } from '../../lib/commit.js';
import { companyCounterTx } from './company.counters.js';
import { nameKey } from './normalize.js';
import { ensureOwnCompany } from './own-company.js';
import { logoUrl } from '../public-company/index.js';
import { TagEntity } from '../tag/index.js';
import { TAG_MESSAGES } from '@polyloop/shared/crm/tags';

export const OWN_NOT_ARCHIVABLE = 'Your own company cannot be archived.';
export const REPRESENTATIVE_UNKNOWN = 'Representatives must be active users of your company.';

export function view(c: CompanyItem): CompanyView {
  return {
    id: c.companyId,
    name: c.name,
    legalName: c.legalName ?? null,
    about: c.about ?? null,
    website: c.website ?? null,
    logoUrl: null,
    tags: c.tagIds,
    services: c.services,
    materials: c.materials,
    representatives: c.representatives,
    headquarters: c.headquarters,
    status: c.status,
    archived: c.status === 'ARCHIVED',
    createdDate: c.createdDate,
    updatedDate: c.updatedDate,
    contactCount: c.contactCount,
    locationCount: c.locationCount,
    lastTouchpoint: c.lastTouchpoint,
    own: c.own,
  };
}

export function listItem(c: CompanyItem): CompanyListItem {
  const v = view(c);
  return {
    id: v.id,
    name: v.name,
    status: v.status,
    archived: v.archived,
    materials: v.materials,
    services: v.services,
    tags: v.tags,
    headquarters: v.headquarters,
    createdDate: v.createdDate,
    updatedDate: v.updatedDate,
    representatives: v.representatives,
    lastTouchpoint: v.lastTouchpoint,
  };
}

/**
 * The company as stored, or 404. The tenant's own company is made on first sight, so its id
 * answers every company route. Another tenant's id is not found: every key starts with the tenant.
 */
export async function load(
  tenantId: string,
  companyId: string,
  options: { consistent?: boolean } = {},
): Promise<CompanyItem> {
  const company = await Company.get({ tenantId, companyId }, options);
  if (company) return company;
  if (companyId === tenantId) return ensureOwnCompany(tenantId);
  throw new NotFound();
}

/** A company as its detail page shows it, with a presigned logo address (computed locally, no request). */
export async function present(c: CompanyItem): Promise<CompanyView> {
  return { ...view(c), logoUrl: c.logoKey ? await logoUrl(c.logoKey) : null };
}

export async function get(actor: Member, companyId: string): Promise<CompanyView> {
  return present(await load(actor.tenantId, companyId));
}

/** Everything that changed on the company and its contacts, locations, materials and files, latest first. */
export async function history(actor: Member, companyId: string, cursor: string | undefined, size: number) {
  await load(actor.tenantId, companyId);
  return feed(actor, companyId, cursor, size);
}

/** Representatives must be active users of the caller's own company (one Query of its users). */
export async function checkRepresentatives(tenantId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return unique;
  const users = await listUsersOfTenant(tenantId);
  const active = new Set(users.filter((u) => !u.archived).map((u) => u.userId));
  if (unique.some((id) => !active.has(id)))
    throw new BadRequest(REPRESENTATIVE_UNKNOWN, { representatives: [REPRESENTATIVE_UNKNOWN] });
  return unique;
}

/** Tags must be the caller's company's own (one BatchGetItem of the tags named). */
export async function checkTags(tenantId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return unique;
  const found = await batchGet(unique.map((tagId) => TagEntity.batch({ tenantId, tagId })));
  if (found.some((t) => !t)) throw new BadRequest(TAG_MESSAGES.unknown, { tags: [TAG_MESSAGES.unknown] });
  return unique;
}

/** Empty optional texts, and null, clear the field. */
const optional = (value: string | null) => (value === null || value === '' ? undefined : value);

export async function update(
  actor: Member,
  companyId: string,
  patch: Clearing<z.infer<typeof CompanyPatch>>,
): Promise<CompanyView> {
  const { tenantId } = actor;
  const representatives =
    patch.representatives && (await checkRepresentatives(tenantId, patch.representatives));
  const stamp = await audit(actor);
  return retrying(async () => {
    const current = await load(tenantId, companyId);
    // After the company is found: another company's id is not found, whatever the tags named.
    const tagIds = patch.tags && (await checkTags(tenantId, patch.tags));
    const changes: Partial<CompanyItem> = { ...stamp, updatedDate: now() };
    const remove: (keyof CompanyItem)[] = [];
    if (patch.name != null) Object.assign(changes, { name: patch.name, nameKey: nameKey(patch.name) });
    for (const field of ['legalName', 'about', 'website'] as const) {
      if (patch[field] === undefined) continue;
      const value = optional(patch[field]);
      if (value === undefined) remove.push(field);
      else changes[field] = value;
    }
    if (patch.services) changes.services = [...new Set(patch.services)];
    if (patch.materials) changes.materials = [...new Set(patch.materials)];
    if (tagIds) changes.tagIds = tagIds;
    if (representatives) changes.representatives = representatives;
    try {
      // The condition pins the version read, so a concurrent archive or rename isn't overwritten.
      return present(
        await Company.update({ tenantId, companyId }, changes, {
          remove,
          current,
          condition: { updatedDate: current.updatedDate },
        }),
      );
    } catch (error) {
      if (error instanceof ConditionFailed) throw stale(error.entity);
      throw error;
    }
  });
}

async function setStatus(actor: Member, companyId: string, to: CompanyStatusValue): Promise<CompanyView> {
  const { tenantId } = actor;
  return retrying(async () => {
    const current = await load(tenantId, companyId);
    if (current.status === to) return present(current);
    if (current.own && to === 'ARCHIVED') throw new Conflict(OWN_NOT_ARCHIVABLE, 'OWN_COMPANY');
    const { updatedDate, ...who } = await audit(actor);
    await commit(
      [
        Company.tx.update(
          { tenantId, companyId },
          { ...who, status: to, updatedDate },
          { current, condition: { status: current.status } },
        ),
        companyCounterTx(tenantId, current.status, -1),
        companyCounterTx(tenantId, to, 1),
      ],
      // Someone else changed the status first: read again and answer from there.
      () => stale(Company.name),
    );
    return present({ ...current, status: to, updatedDate });
  });
}

export const archive = (actor: Member, companyId: string) => setStatus(actor, companyId, 'ARCHIVED');
export const restore = (actor: Member, companyId: string) => setStatus(actor, companyId, 'ACTIVE');

/** The company's representatives as people (one GetItem for the company, one BatchGetItem for the users). */
export async function representatives(
  actor: Member,
  companyId: string,
): Promise<z.infer<typeof Representative>[]> {
  const { tenantId } = actor;
  const company = await load(tenantId, companyId);
  if (!company.representatives.length) return [];
  const users = await batchGet(company.representatives.map((userId) => User.batch({ userId })));
  return users
    .filter((u): u is NonNullable<typeof u> => !!u && u.tenantId === tenantId)
    .map((u) => ({ id: u.userId, firstName: u.firstName, lastName: u.lastName, email: u.email }));
}
