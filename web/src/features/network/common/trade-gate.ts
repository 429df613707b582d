import type { Account, Permission } from '@polyloop/shared';
import { permissionsOf } from '../../../lib/permissions';

/** The network's writes the plan, the platform's approval or a person's role can withhold. */
export type TradePermission = Extract<
  Permission,
  | 'OFFER_WRITE'
  | 'REQUEST_WRITE'
  | 'PUBLIC_OFFER_WRITE'
  | 'PUBLIC_REQUEST_WRITE'
  | 'PRIVATE_AUCTION_WRITE'
  | 'AUCTION_WRITE'
>;

/** Why a person may not do a network move: the plan, the platform's approval, or their role. */
export type TradeRefusal = 'plan' | 'approval' | 'role';

export const NOT_YOUR_ROLE = 'Your role does not include this. Ask your company administrator.';

/**
 * Sending offers and requests needs a paid plan (part 2 §1), publishing the platform's
 * pre-approval (part 2 §6); a paid company's user may still lack the job's permission.
 */
export function refusalOf(
  account: Pick<Account, 'permissions' | 'effectiveTier' | 'publishing'> | undefined,
  permission: Permission,
): TradeRefusal | null {
  if (!account || permissionsOf(account).has(permission)) return null;
  if (permission === 'PUBLIC_REQUEST_WRITE')
    return account.publishing.publicRequestPermission === 'PRE_APPROVED' ? 'role' : 'approval';
  if (permission === 'PUBLIC_OFFER_WRITE')
    return account.publishing.publicOfferPermission === 'PRE_APPROVED' ? 'role' : 'approval';
  if (permission === 'PRIVATE_AUCTION_WRITE')
    return account.publishing.privateAuctionPermission === 'PRE_APPROVED' ? 'role' : 'approval';
  return account.effectiveTier === 'PLATFORM' ? 'plan' : 'role';
}
