import { useCallback, useMemo } from 'react';
import type { AccessKind } from '@polyloop/shared';
import { notify } from '../../../components/ui/toaster';
import { useAccount } from '../../../lib/account';
import { permissionsOf } from '../../../lib/permissions';
import { requestAccess, requestUpgrade, UPGRADE_CONTEXTS } from '../../../app/upgrade-store';
import { NOT_YOUR_ROLE, refusalOf, type TradePermission } from './trade-gate';

export { NOT_YOUR_ROLE, type TradePermission } from './trade-gate';

/** The access-restricted dialog's kind for each write that needs the platform's approval. */
const ACCESS_KIND_OF: Partial<Record<TradePermission, AccessKind>> = {
  PUBLIC_OFFER_WRITE: 'PUBLIC_OFFER',
  PUBLIC_REQUEST_WRITE: 'PUBLIC_REQUEST',
  PRIVATE_AUCTION_WRITE: 'PRIVATE_AUCTION',
};

/**
 * Whether the signed-in person may make a network move, and what to show when not (part 2 §1,
 * part 1 §6): on the free plan the upgrade dialog (which tells a non-administrator to contact
 * their administrator); publishing without the platform's approval, the access-restricted dialog;
 * otherwise a word that their role lacks it. `guard(permission, go)` runs `go` only when allowed.
 */
export function useTradeGate() {
  const { account } = useAccount();
  const permissions = useMemo(() => permissionsOf(account), [account]);
  const may = useCallback((p: TradePermission) => permissions.has(p), [permissions]);
  const refusal = useCallback((p: TradePermission) => refusalOf(account, p), [account]);
  const explain = useCallback(
    (p: TradePermission) => {
      const why = refusalOf(account, p);
      if (why === 'plan') requestUpgrade(UPGRADE_CONTEXTS['network-trading']);
      else if (why === 'approval') requestAccess(ACCESS_KIND_OF[p] ?? 'PUBLIC_REQUEST');
      else if (why === 'role') notify('info', NOT_YOUR_ROLE);
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
  return { may, refusal, guard, explain, ready: !!account };
}

/** One move's gate: whether it is allowed now, why not, and what to show instead. */
export function usePermissionGate(permission: TradePermission) {
  const { ready, may, refusal, explain } = useTradeGate();
  const explainThis = useCallback(() => explain(permission), [explain, permission]);
  return { allowed: ready && may(permission), refusal: refusal(permission), explain: explainThis };
}
