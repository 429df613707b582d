import { useCallback, useMemo } from 'react';
import type { Permission } from '@polyloop/shared';
import { notify } from '../../../components/ui/toaster';
import { useAccount } from '../../../lib/account';
import { permissionsOf } from '../../../lib/permissions';
import { requestAccess, requestUpgrade, UPGRADE_CONTEXTS } from '../../../app/upgrade-store';

/** The network's writes the plan or the platform's approval can withhold. */
export type TradePermission = Extract<Permission, 'OFFER_WRITE' | 'REQUEST_WRITE' | 'PUBLIC_OFFER_WRITE' | 'PUBLIC_REQUEST_WRITE'>;

const PUBLISHING = { PUBLIC_OFFER_WRITE: ['publicOfferPermission', 'PUBLIC_OFFER'], PUBLIC_REQUEST_WRITE: ['publicRequestPermission', 'PUBLIC_REQUEST'] } as const;

export const NOT_YOUR_ROLE = 'Your role does not include this. Ask your company administrator.';

/**
 * Whether the signed-in person may make a network move, and what to show when not (part 2 §1,
 * part 1 §6): on the free plan the upgrade dialog (which tells a non-administrator to contact
 * their administrator); publishing without the platform's approval, the access-restricted dialog;
 * otherwise their role lacks it. `guard(permission, go)` runs `go` only when allowed.
 */
export function useTradeGate() {
  const { account } = useAccount();
  const permissions = useMemo(() => permissionsOf(account), [account]);
  const may = useCallback((p: TradePermission) => permissions.has(p), [permissions]);
  const explain = useCallback(
    (p: TradePermission) => {
      if (p === 'PUBLIC_OFFER_WRITE' || p === 'PUBLIC_REQUEST_WRITE') {
        const [key, kind] = PUBLISHING[p];
        if (account?.publishing[key] !== 'PRE_APPROVED') return requestAccess(kind);
      } else if (account?.effectiveTier === 'PLATFORM') {
        return requestUpgrade(UPGRADE_CONTEXTS['network-trading']);
      }
      notify('error', NOT_YOUR_ROLE);
    },
    [account],
  );
  const guard = useCallback(
    (p: TradePermission, go: () => void) => {
      if (permissions.has(p)) go();
      else explain(p);
    },
    [permissions, explain],
  );
  return { may, guard, explain, ready: !!account };
}
