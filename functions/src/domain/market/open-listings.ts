import { PUBLIC_PROFILE_MESSAGES } from '@polyloop/shared/identity/admin';
import { NETWORK_MESSAGES } from '@polyloop/shared/network/common';
import { batchGetMany, type TxItem } from '../../data/entity.js';
import { Conflict } from '../../lib/errors.js';
import type { Member } from '../../lib/actor.js';
import { Counter } from '../counter/index.js';
import { PublicProfile } from '../public-company/index.js';
import { OPEN_PUBLIC_LISTINGS } from './market-counters.js';
import { listListingsOfTenant, PublicListingEntity } from './public-listing.entity.js';

/**
 * The check a company's public profile is disabled with (part 2 §1: not while its listings are on
 * the market), committed in the disable's own transaction: its count of open listings must still
 * be what was read, so a listing opened (or closed) at the same moment fails the disable instead
 * of slipping past it.
 *
 * The count is of listings stored open. One whose closing time has passed is off the market
 * without a write (state that changes with time is read), so it stays counted; when the count is
 * above zero the company's listings are read, and the disable goes through if every listing
 * stored open has closed by time — and all the counted ones were found (an index that has not yet
 * caught up with a listing just opened refuses, as that listing is open).
 */
export async function noOpenListingsTx(tenantId: string, at: string): Promise<TxItem> {
  const counter = await Counter.get({ tenantId, name: OPEN_PUBLIC_LISTINGS }, { consistent: true });
  const counted = counter?.count ?? 0;
  if (counted > 0) {
    const listed = (
      await Promise.all([
        listListingsOfTenant(tenantId, 'PUBLIC_OFFER'),
        listListingsOfTenant(tenantId, 'PUBLIC_REQUEST'),
      ])
    ).flat();
    const stored = listed.filter((l) => l.status === 'ACTIVE');
    // The index may lag: what it says is open is read again from the items themselves.
    const open = (
      await batchGetMany(
        stored.map((l) => PublicListingEntity.batch({ id: l.id })),
        { consistent: true },
      )
    ).filter((l) => l.status === 'ACTIVE');
    if (open.length < counted || open.some((l) => l.closesAt > at))
      throw new Conflict(PUBLIC_PROFILE_MESSAGES.openListings, 'OPEN_LISTINGS');
  }
  return Counter.tx.check(
    { tenantId, name: OPEN_PUBLIC_LISTINGS },
    counter ? { count: counted } : (w) => w.missing('count'),
  );
}

/**
 * A listing opens only while its company's profile is enabled, checked in the listing's own write
 * (which also counts it): a disable at the same moment either finds the listing counted and is
 * refused, or commits first and the listing is refused.
 */
export const profileEnabledTx = (actor: Member) =>
  PublicProfile.tx.check({ tenantId: actor.tenantId }, { enabled: true });
export const profileDisabled = (entity: string) =>
  entity === PublicProfile.name
    ? new Conflict(NETWORK_MESSAGES.profileDisabled, 'PROFILE_DISABLED')
    : undefined;
