import { POLICY_LINKS, type Policy, type PolicyName } from '@polyloop/shared';

/** The policies in force that the user has not accepted in that version (or a later one). */
export function pendingPolicies(latest: readonly Policy[], accepted: readonly Policy[]): Policy[] {
  return latest.filter((p) => !accepted.some((a) => a.name === p.name && a.version >= p.version));
}

export interface PolicyItemState {
  opened: boolean;
  checked: boolean;
}
export type PolicyDialogState = Partial<Record<PolicyName, PolicyItemState>>;

const item = (state: PolicyDialogState, name: PolicyName): PolicyItemState =>
  state[name] ?? { opened: false, checked: false };

/** The user opened the policy's link: its checkbox may now be ticked. */
export function openPolicy(state: PolicyDialogState, name: PolicyName): PolicyDialogState {
  return { ...state, [name]: { ...item(state, name), opened: true } };
}

/**
 * Ticking a policy's checkbox works only once its link has been opened (spec part 3 §5.4);
 * otherwise the state stays and a prompt says what to do.
 */
export function togglePolicy(
  state: PolicyDialogState,
  name: PolicyName,
  checked: boolean,
): { state: PolicyDialogState; prompt?: string } {
  const current = item(state, name);
  if (checked && !current.opened)
    return { state, prompt: `Please open the ${POLICY_LINKS[name].label} first.` };
  return { state: { ...state, [name]: { ...current, checked } } };
}

/** Continue is enabled once every shown policy is ticked. */
export function canContinue(state: PolicyDialogState, pending: readonly Policy[]): boolean {
  return pending.length > 0 && pending.every((p) => item(state, p.name).checked);
}
