import {
  ACCESS_KIND_PERMISSION,
  type AccessDecision,
  type AccessKind,
  type AccessRequestListQuery,
  type AccessRequestView,
  type PlatformCompany,
} from '@polyloop/shared/identity/platform';
import type { PublishingPermissions } from '@polyloop/shared/permissions';
import { batchGet, batchGetMany, type TxItem, type Where } from '../../data/entity.js';
import { pageOf, type Page } from '../../data/page.js';
import type { Actor } from '../../lib/actor.js';
import { commit, now, orNotFound, retrying, stale } from '../../lib/commit.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import { Tenant, type TenantItem } from '../tenant/index.js';
import { User, type UserItem } from '../user/index.js';
import {
  AccessRequest,
  countRequestsByStatus,
  listRequestsOfTenant,
  pageRequestsByStatus,
  type AccessRequestItem,
} from './access-request.entity.js';

/**
 * What platform administrators do with companies' access requests (spec part 2 §3, §6; part 3
 * §6.2, §7.9): read them, approve or decline them, and set a company's publishing permissions.
 * A decision is told to the company by the `access-request.decided` event (the catalogue).
 */

export const MESSAGES = {
  notFound: 'There is no access request of this kind from this company.',
  companyNotFound: 'There is no such company.',
  decided: (status: string) =>
    `This request was already ${status.toLowerCase()}. Reload to see the decision.`,
  replaced: 'The company has asked again since. Reload to see its new request.',
} as const;

const personOf = (user: UserItem | undefined) =>
  user ? { userId: user.userId, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email } : null;

/** Requests as the administration shows them, with their companies' and people's names (one BatchGetItem per 100). */
async function views(items: AccessRequestItem[]): Promise<AccessRequestView[]> {
  const tenantIds = [...new Set(items.map((i) => i.tenantId))];
  const userIds = [...new Set(items.flatMap((i) => [i.userId, ...(i.decidedBy ? [i.decidedBy] : [])]))];
  const [tenants, users] = await Promise.all([
    batchGetMany(tenantIds.map((tenantId) => Tenant.batch({ tenantId }))),
    batchGetMany(userIds.map((userId) => User.batch({ userId }))),
  ]);
  const names = new Map(tenants.map((t) => [t.tenantId, t.name]));
  const people = new Map(users.map((u) => [u.userId, u]));
  return items.map((i) => ({
    id: i.requestId,
    tenantId: i.tenantId,
    companyName: names.get(i.tenantId) ?? i.tenantId,
    kind: i.kind,
    status: i.status,
    message: i.message ?? null,
    requestedBy: personOf(people.get(i.userId)),
    createdDate: i.createdDate,
    decidedDate: i.decidedAt ?? null,
    decidedBy: i.decidedBy ? personOf(people.get(i.decidedBy)) : null,
    note: i.note ?? null,
  }));
}

/** Every company's requests of one status (and kind), newest first: a page of the index and its count. */
export async function list(query: AccessRequestListQuery): Promise<Page<AccessRequestView>> {
  const { status, kind, page, size } = query;
  const [items, total] = await Promise.all([
    pageOf((limit, cursor) => pageRequestsByStatus(status, kind, limit, cursor), page, size),
    countRequestsByStatus(status, kind),
  ]);
  return { items: await views(items), total };
}

/** A condition that holds while nobody has changed the company's publishing permissions since `tenant` was read. */
const publishingAsRead = (tenant: TenantItem) => (w: Where<TenantItem>) =>
  tenant.publishingChangedAt
    ? w.eq('publishingChangedAt', tenant.publishingChangedAt)
    : w.missing('publishingChangedAt');

/**
 * Approves or declines a company's pending request of one kind.
 * 1. The request and the company are read (consistently); a request already decided, or replaced
 *    by a newer one than the administrator saw, is a 409 saying so.
 * 2. One transaction marks the request, conditioned on it still being that pending request, and
 *    on approval sets the matching publishing permission to PRE_APPROVED, conditioned on nobody
 *    having changed the permissions since they were read. Of two administrators deciding at once,
 *    one wins; the other's transaction fails, is read again and answers the 409 of step 1.
 * Declining leaves the permission as it is: the company may ask again, and a permission an
 * administrator set on purpose is not taken back by refusing a request for it.
 */
export async function decide(
  actor: Actor,
  key: { tenantId: string; kind: AccessKind },
  status: 'APPROVED' | 'DECLINED',
  decision: AccessDecision = {},
): Promise<AccessRequestView> {
  return retrying(async () => {
    const [request, tenant] = await batchGet(
      [AccessRequest.batch(key), Tenant.batch({ tenantId: key.tenantId })],
      { consistent: true },
    );
    if (!request || !tenant) throw new NotFound(MESSAGES.notFound);
    if (decision.requestId && decision.requestId !== request.requestId)
      throw new Conflict(MESSAGES.replaced, 'ACCESS_REQUEST_REPLACED');
    if (request.status !== 'PENDING')
      throw new Conflict(MESSAGES.decided(request.status), 'ACCESS_REQUEST_DECIDED');
    const at = now();
    const decided = { status, decidedAt: at, decidedBy: actor.userId, note: decision.note || undefined };
    const items: TxItem[] = [
      AccessRequest.tx.update(key, decided, {
        current: request,
        condition: { status: 'PENDING', requestId: request.requestId },
      }),
    ];
    const permission = status === 'APPROVED' ? ACCESS_KIND_PERMISSION[key.kind] : undefined;
    if (permission) {
      const publishing: PublishingPermissions = { ...tenant.publishing, [permission]: 'PRE_APPROVED' };
      items.push(
        Tenant.tx.update(
          { tenantId: key.tenantId },
          { publishing, publishingChangedAt: at },
          { condition: publishingAsRead(tenant) },
        ),
      );
    }
    // Either condition lost to another write since the read: read again and decide again.
    await commit(items, (entity) => stale(entity));
    const [view] = await views([{ ...request, ...decided }]);
    return view!;
  });
}

/** A company's name, publishing permissions and latest request of each kind (newest first). */
export async function company(tenantId: string): Promise<PlatformCompany> {
  const [tenant, requests] = await Promise.all([Tenant.get({ tenantId }), listRequestsOfTenant(tenantId)]);
  if (!tenant) throw new NotFound(MESSAGES.companyNotFound);
  return companyView(tenant, requests);
}

async function companyView(tenant: TenantItem, requests: AccessRequestItem[]): Promise<PlatformCompany> {
  const newestFirst = [...requests].sort((a, b) => b.createdDate.localeCompare(a.createdDate));
  return {
    tenantId: tenant.tenantId,
    name: tenant.name,
    shortCode: tenant.shortCode,
    city: tenant.city ?? null,
    stateProvince: tenant.stateProvince ?? null,
    country: tenant.country ?? null,
    onboardedAt: tenant.onboardedAt ?? null,
    publishing: tenant.publishing,
    accessRequests: await views(newestFirst),
  };
}

/**
 * Sets all four of a company's publishing permissions, as a platform administrator decided them
 * (pending requests stay pending: approving one still tells the company). Takes effect on the
 * company's next requests, within the few seconds its people's cached records live.
 */
export async function setPublishing(
  tenantId: string,
  publishing: PublishingPermissions,
): Promise<PlatformCompany> {
  const tenant = await orNotFound(
    () => Tenant.update({ tenantId }, { publishing, publishingChangedAt: now() }),
    MESSAGES.companyNotFound,
  );
  return companyView(tenant, await listRequestsOfTenant(tenantId));
}
