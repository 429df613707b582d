import { useCallback } from 'react';
import type { Permission } from '@polyloop/shared';
import { notify } from '../../../components/ui/toaster';
import { useAccount } from '../../../lib/account';
import { requestAccess, requestUpgrade, UPGRADE_CONTEXTS } from '../../../app/upgrade-store';
import { refusalOf } from './trade-rules';

export const TRADE_MESSAGES = {
  roleLacks: 'Your role does not include this. Ask your company administrator.',
} as const;

/**
 * Whether the signed-in person may make a move, and what to show when not: the upgrade dialog
 * (which tells a non-administrator to ask their administrator), the access-restricted dialog,
 * or a word about their role.
 */
export function useTradeGate(permission: Permission) {
  const { account } = useAccount();
  const refusal = refusalOf(account, permission);
  const explain = useCallback(() => {
    if (refusal === 'plan') requestUpgrade(UPGRADE_CONTEXTS['network-trading']);
    else if (refusal === 'approval') requestAccess(permission === 'PUBLIC_OFFER_WRITE' ? 'PUBLIC_OFFER' : 'PUBLIC_REQUEST');
    else if (refusal === 'role') notify('info', TRADE_MESSAGES.roleLacks);
  }, [refusal, permission]);
  return { allowed: !!account && refusal === null, refusal, explain };
}
