import { describe, expect, it } from 'vitest';
import type { Permission } from '@polyloop/shared';
import { decideNavigation } from './guard';

const user = { signedIn: true, authorities: ['ROLE_USER'] as const, permissions: new Set<Permission>() };

describe('decideNavigation', () => {
  it('lets anyone through to a public route', () => {
    expect(decideNavigation([{ title: 'Forbidden', public: true }], { ...user, signedIn: false })).toEqual({
      kind: 'pass',
    });
  });
  it('sends a visitor without a session to sign in', () => {
    expect(decideNavigation([{}, { title: 'Orders' }], { ...user, signedIn: false })).toEqual({
      kind: 'login',
    });
  });
  it('sends a user lacking the authority to the dashboard before looking at permissions', () => {
    const handles = [{ authority: 'ROLE_USER_ADMIN' as const }, { permission: 'CORE_MATCH_READ' as const }];
    expect(decideNavigation(handles, user)).toEqual({ kind: 'redirect', to: '/dashboard' });
  });
  it('blocks a route whose permission is missing and names the feature', () => {
    expect(
      decideNavigation([{ title: 'Matches', permission: 'CORE_MATCH_READ', feature: 'Matches' }], user),
    ).toEqual({
      kind: 'blocked',
      permission: 'CORE_MATCH_READ',
      feature: 'Matches',
    });
  });
  it('passes when authority and permission are held', () => {
    const admin = {
      signedIn: true,
      authorities: ['ROLE_USER_ADMIN'] as const,
      permissions: new Set<Permission>(['CORE_MATCH_READ']),
    };
    expect(
      decideNavigation([{ authority: 'ROLE_USER_ADMIN' }, { permission: 'CORE_MATCH_READ' }], admin),
    ).toEqual({ kind: 'pass' });
  });
  it('sends a signed-in user whose company is not onboarded to onboarding', () => {
    expect(decideNavigation([{}, { title: 'Orders' }], { ...user, onboarded: false })).toEqual({
      kind: 'redirect',
      to: '/onboard',
    });
  });
  it('sends a platform administrator without a company to the platform administration, not to onboarding', () => {
    const ops = {
      ...user,
      authorities: ['ROLE_PLATFORM_ADMIN'] as const,
      permissions: new Set<Permission>(['PLATFORM_ADMINISTRATION']),
      onboarded: false,
    };
    expect(decideNavigation([{}, { title: 'Orders' }], ops)).toEqual({
      kind: 'redirect',
      to: '/platform/access-requests',
    });
    expect(
      decideNavigation([{ authority: 'ROLE_PLATFORM_ADMIN' }, { title: 'Access requests' }], ops),
    ).toEqual({ kind: 'pass' });
    expect(decideNavigation([{ onboarding: true, title: 'Onboarding' }], ops)).toEqual({ kind: 'pass' });
  });
  it('lets a platform administrator of a company use both the company and the platform pages, and keeps company people out of the platform pages', () => {
    const ops = {
      ...user,
      authorities: ['ROLE_PLATFORM_ADMIN', 'ROLE_USER_ADMIN'] as const,
      onboarded: true,
    };
    expect(decideNavigation([{}, { title: 'Orders' }], ops)).toEqual({ kind: 'pass' });
    expect(decideNavigation([{ authority: 'ROLE_PLATFORM_ADMIN' }], ops)).toEqual({ kind: 'pass' });
    expect(
      decideNavigation([{ authority: 'ROLE_PLATFORM_ADMIN' }], {
        ...user,
        authorities: ['ROLE_USER_ADMIN'],
        onboarded: true,
      }),
    ).toEqual({ kind: 'redirect', to: '/dashboard' });
  });
  it('lets a company that is not onboarded see onboarding, and sends an onboarded one to the dashboard', () => {
    const handles = [{ onboarding: true, title: 'Onboarding' }];
    expect(decideNavigation(handles, { ...user, onboarded: false })).toEqual({ kind: 'pass' });
    expect(decideNavigation(handles, { ...user, onboarded: true })).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });
});
