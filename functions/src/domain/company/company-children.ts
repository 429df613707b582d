import type { Member } from '../../lib/actor.js';
import { NotFound } from '../../lib/errors.js';
import { pageFrom, type Page } from '../../data/page.js';
import { load as loadCompany } from './company.service.js';

/**
 * What a company's contacts and locations have in common: they are reached through the company in
 * the path, listed active or archived, and archived and restored by changing their status alone.
 */

type Status = 'ACTIVE' | 'ARCHIVED';

/** The item if it belongs to the company in the path (any company when none is named); anything else is not found. */
export function ofCompany<T extends { companyId: string }>(
  item: T | undefined,
  companyId: string | undefined,
): T {
  if (!item || (companyId !== undefined && item.companyId !== companyId)) throw new NotFound();
  return item;
}

/** A company's children of one status: the company must exist; the partition is read whole (1 Query per MB) and sliced. */
async function listOfCompany<T, V>(
  actor: Member,
  companyId: string,
  archived: boolean,
  page: number,
  size: number,
  read: (tenantId: string, companyId: string, status: Status) => Promise<T[]>,
  view: (item: T) => V,
): Promise<Page<V>> {
  const { tenantId } = actor;
  await loadCompany(tenantId, companyId);
  const all = await read(tenantId, companyId, archived ? 'ARCHIVED' : 'ACTIVE');
  return pageFrom(all.map(view), page, size);
}

/**
 * Reading a kind of child: one by id (in any of the tenant's companies), and a company's children of
 * one status as a page.
 */
export function childReads<T, V>(
  find: (tenantId: string, companyId: string | undefined, id: string) => Promise<T>,
  read: (tenantId: string, companyId: string, status: Status) => Promise<T[]>,
  view: (item: T) => V,
) {
  return {
    get: async (actor: Member, id: string): Promise<V> => view(await find(actor.tenantId, undefined, id)),
    list: (
      actor: Member,
      companyId: string,
      archived: boolean,
      page: number,
      size: number,
    ): Promise<Page<V>> => listOfCompany(actor, companyId, archived, page, size, read, view),
  };
}

/** Editing, archiving and restoring a child are one change with a different patch. */
export function statusChanges<P, V>(
  change: (actor: Member, companyId: string, id: string, patch: P | { status: Status }) => Promise<V>,
) {
  return {
    update: (actor: Member, companyId: string, id: string, patch: P) => change(actor, companyId, id, patch),
    archive: (actor: Member, companyId: string, id: string) =>
      change(actor, companyId, id, { status: 'ARCHIVED' }),
    restore: (actor: Member, companyId: string, id: string) =>
      change(actor, companyId, id, { status: 'ACTIVE' }),
  };
}
