import { describe, expect, it } from 'vitest';
import type { Policy } from '@polyloop/shared';
import { canContinue, openPolicy, pendingPolicies, togglePolicy } from './policy-state';

const latest: Policy[] = [
  { name: 'PRIVACY_POLICY', version: 2 },
  { name: 'TERMS_OF_SERVICE', version: 1 },
];

describe('policy re-acceptance', () => {
  it('lists only the policies whose version in force the user has not accepted', () => {
    expect(
      pendingPolicies(latest, [
        { name: 'PRIVACY_POLICY', version: 1 },
        { name: 'TERMS_OF_SERVICE', version: 1 },
      ]),
    ).toEqual([{ name: 'PRIVACY_POLICY', version: 2 }]);
    expect(pendingPolicies(latest, [])).toEqual(latest);
    expect(
      pendingPolicies(latest, [
        { name: 'PRIVACY_POLICY', version: 2 },
        { name: 'TERMS_OF_SERVICE', version: 1 },
      ]),
    ).toEqual([]);
  });
  it('refuses a tick before the policy was opened and says why', () => {
    const result = togglePolicy({}, 'PRIVACY_POLICY', true);
    expect(result.prompt).toBe('Please open the Privacy Policy first.');
    expect(result.state.PRIVACY_POLICY?.checked ?? false).toBe(false);
  });
  it('enables Continue only when every shown policy was opened and ticked', () => {
    let state = openPolicy({}, 'PRIVACY_POLICY');
    state = togglePolicy(state, 'PRIVACY_POLICY', true).state;
    expect(canContinue(state, latest)).toBe(false);
    state = openPolicy(state, 'TERMS_OF_SERVICE');
    state = togglePolicy(state, 'TERMS_OF_SERVICE', true).state;
    expect(canContinue(state, latest)).toBe(true);
    state = togglePolicy(state, 'TERMS_OF_SERVICE', false).state;
    expect(canContinue(state, latest)).toBe(false);
  });
});
