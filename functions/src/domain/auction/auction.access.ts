import { PublicProfile, type PublicProfileItem } from '../public-company/index.js';
import type { AuctionBidderItem, AuctionItem } from './auction.entity.js';

/**
 * Who may see an auction, decided here once: its owner; a company invited to it and not
 * uninvited; and, when it is public, any company whose public profile is enabled. Every way to an
 * auction asks this: the REST reads (detail, bids, ledger and its check, bidders), its documents,
 * its real-time channel, the lists, and bidding, which also needs the company not to be the owner
 * and not uninvited. The profile is read only when the answer depends on it.
 */
export type ProfileOf = () => Promise<Pick<PublicProfileItem, 'enabled'> | undefined>;

export async function maySee(
  item: Pick<AuctionItem, 'tenantId' | 'audience'>,
  tenantId: string,
  place: Pick<AuctionBidderItem, 'invitation'> | undefined,
  profile: ProfileOf,
): Promise<boolean> {
  if (item.tenantId === tenantId) return true;
  if (place?.invitation === 'INVITED') return true;
  if (item.audience !== 'PUBLIC') return false;
  return !!(await profile().catch(() => undefined))?.enabled;
}

/** Whether the company is kept out of the bidding whatever else holds: the owner, or uninvited. */
export const barredFromBidding = (
  item: Pick<AuctionItem, 'tenantId' | 'uninvited'>,
  tenantId: string,
  place?: Pick<AuctionBidderItem, 'invitation'>,
) => item.tenantId === tenantId || !!item.uninvited?.includes(tenantId) || place?.invitation === 'UNINVITED';

/** A company's profile, read when `maySee` needs it. */
export const profileOf =
  (tenantId: string): ProfileOf =>
  () =>
    PublicProfile.get({ tenantId });
