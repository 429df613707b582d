import { describe, expect, it } from 'vitest';
import { GETTING_STARTED, gettingStartedSteps } from './onboarding.js';

describe('the getting-started checklist', () => {
  it('starts every goal with a have, and adds the steps each goal leads to', () => {
    expect(gettingStartedSteps(['FREIGHT_QUOTES'])).toEqual(['HAVE']);
    expect(gettingStartedSteps(['NETWORK_SEARCH'])).toEqual(['HAVE', 'PROFILE', 'LINK', 'LISTING']);
    expect(gettingStartedSteps(['CORE_SUITE'])).toEqual(['HAVE', 'ORDER']);
    expect(gettingStartedSteps(['CORE_SUITE', 'NETWORK_SEARCH', 'DIGITAL_LINE_CARD'])).toEqual([
      'HAVE',
      'PROFILE',
      'LINK',
      'LISTING',
      'ORDER',
    ]);
  });

  it('leads each step to a page of the app', () => {
    expect(Object.values(GETTING_STARTED).map((s) => s.to)).toEqual([
      '/haves/new',
      '/admin/public-profile/profile',
      '/network/companies',
      '/network/offers/new/public',
      '/orders/new',
    ]);
  });
});
