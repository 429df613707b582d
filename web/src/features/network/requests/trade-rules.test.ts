import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PUBLISHING,
  permissionsFor,
  type Account,
  type FunctionalRole,
  type SubscriptionTier,
} from '@polyloop/shared';
import { refusalOf } from '../common/trade-gate';
import { requestChannel } from './trade-rules';

/** A person as the account answers them: permissions derived the server's way. */
function person(
  tier: SubscriptionTier,
  options: { admin?: boolean; roles?: FunctionalRole[]; approved?: boolean } = {},
) {
  const publishing = options.approved
    ? {
        ...DEFAULT_PUBLISHING,
        publicRequestPermission: 'PRE_APPROVED' as const,
        publicOfferPermission: 'PRE_APPROVED' as const,
      }
    : DEFAULT_PUBLISHING;
  const permissions = [
    ...permissionsFor({
      authorities: options.admin ? ['ROLE_USER_ADMIN'] : ['ROLE_USER'],
      functionalRoles: options.roles ?? [],
      tenantId: 't1',
      effectiveTier: tier,
      publishing,
    }),
  ];
  return { permissions, effectiveTier: tier, publishing } satisfies Pick<
    Account,
    'permissions' | 'effectiveTier' | 'publishing'
  >;
}

describe('who may send, respond and publish', () => {
  it('sends a free-plan person to the upgrade dialog for requests and offers', () => {
    expect(refusalOf(person('PLATFORM'), 'REQUEST_WRITE')).toBe('plan');
    expect(refusalOf(person('PLATFORM', { admin: true }), 'OFFER_WRITE')).toBe('plan');
  });

  it('lets a paid plan send, and tells a colleague whose job lacks it about their role', () => {
    expect(refusalOf(person('INTELLIGENCE'), 'REQUEST_WRITE')).toBeNull();
    expect(refusalOf(person('INTELLIGENCE', { roles: ['SALES'] }), 'REQUEST_WRITE')).toBe('role');
    expect(refusalOf(person('INTELLIGENCE', { roles: ['SALES'] }), 'OFFER_WRITE')).toBeNull();
  });

  it('asks for the platform’s approval before publishing, whatever the plan', () => {
    expect(refusalOf(person('PLATFORM'), 'PUBLIC_REQUEST_WRITE')).toBe('approval');
    expect(refusalOf(person('PLATFORM', { approved: true }), 'PUBLIC_REQUEST_WRITE')).toBeNull();
    expect(
      refusalOf(person('ENTERPRISE', { approved: true, roles: ['SALES'] }), 'PUBLIC_REQUEST_WRITE'),
    ).toBe('role');
    expect(refusalOf(person('ENTERPRISE'), 'PUBLIC_OFFER_WRITE')).toBe('approval');
  });

  it('refuses nothing while the account is not known yet', () => {
    expect(refusalOf(undefined, 'REQUEST_WRITE')).toBeNull();
  });
});

describe('where a request’s changes are pushed', () => {
  it('on the public requests’ channel or the private request’s own', () => {
    expect(requestChannel('abcd-efgh-ijkl-mnop', 'PUBLIC_REQUEST')).toBe('public-requests');
    expect(requestChannel('abcd-efgh-ijkl-mnop', 'NETWORK_REQUEST')).toBe('network.abcd-efgh-ijkl-mnop');
    expect(requestChannel('abcd-efgh-ijkl-mnop', undefined)).toBeNull();
  });
});
