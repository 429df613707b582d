import type { Permission } from '@polyloop/shared';
import { useAccount } from '../lib/account';
import { permissionsOf } from '../lib/permissions';
import { useUpgrade, type UpgradeContext } from './upgrade-store';

/**
 * What a control that needs `permission` does instead when the plan lacks it: open the upgrade
 * dialog of its context (spec part 3 §6.1). Undefined when the user has the permission (or while
 * the account loads: the guard still decides the navigation).
 */
export function useLocked(permission: Permission, context: UpgradeContext): (() => void) | undefined {
  const { account } = useAccount();
  const upgrade = useUpgrade(context);
  return account && !permissionsOf(account).has(permission) ? upgrade : undefined;
}
