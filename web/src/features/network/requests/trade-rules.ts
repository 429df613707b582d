import type { Account, Permission } from '@polyloop/shared';
import type { AnyRequest } from '@polyloop/shared/network/resolve';
import { permissionsOf } from '../../../lib/permissions';

/** Why a person may not do a network move: the plan, the platform's approval, or their role. */
export type TradeRefusal = 'plan' | 'approval' | 'role';

/**
 * Sending offers and requests needs a paid plan (part 2 §1), publishing the platform's
 * pre-approval (part 2 §6); a paid company's user may still lack the job's permission.
 */
export function refusalOf(account: Pick<Account, 'permissions' | 'effectiveTier' | 'publishing'> | undefined, permission: Permission): TradeRefusal | null {
  if (!account || permissionsOf(account).has(permission)) return null;
  if (permission === 'PUBLIC_REQUEST_WRITE') return account.publishing.publicRequestPermission === 'PRE_APPROVED' ? 'role' : 'approval';
  if (permission === 'PUBLIC_OFFER_WRITE') return account.publishing.publicOfferPermission === 'PRE_APPROVED' ? 'role' : 'approval';
  return account.effectiveTier === 'PLATFORM' ? 'plan' : 'role';
}

/** The channel a request's changes are pushed on (part 3 §7.3): public requests share one, a private one has its own. */
export const requestChannel = (id: string, kind: AnyRequest['kind'] | undefined) =>
  kind === 'PUBLIC_REQUEST' ? 'public-requests' : kind === 'NETWORK_REQUEST' ? `network.${id}` : null;
