import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import { ListingListQuery } from '@polyloop/shared/supply/listing';
import { plan } from './listing.lists.js';

const on = '2026-03-10';
const query = (q: Record<string, string> = {}) => ListingListQuery.parse(q);

describe('which lane and expiration days a haves or needs list reads', () => {
  it('reads the open lane from today on for active records, and up to yesterday for expired ones', () => {
    expect(plan('have', query({ status: 'ACTIVE' }), {}, on)).toMatchObject({
      lane: 'OPEN',
      days: { from: '2026-03-10' },
    });
    expect(plan('have', query({ status: 'EXPIRED' }), {}, on)).toMatchObject({
      lane: 'OPEN',
      days: { to: '2026-03-09' },
    });
    expect(plan('have', query(), {}, on)).toMatchObject({ lane: 'OPEN', days: {} });
  });

  it('reads the completed or cancelled lane whatever the dates, and the archived lane whatever the status', () => {
    expect(plan('need', query({ status: 'COMPLETED' }), {}, on)).toMatchObject({
      lane: 'COMPLETED',
      days: {},
    });
    expect(plan('need', query({ status: 'CANCELLED' }), {}, on)).toMatchObject({ lane: 'CANCELLED' });
    expect(plan('need', query({ status: 'ACTIVE', archived: 'true' }), {}, on)).toMatchObject({
      lane: 'ARCHIVED',
      days: {},
    });
  });

  it('keeps “expiring before” a day to the days before it, within the status’s days', () => {
    expect(plan('have', query({ expiringBefore: '2026-04-01' }), {}, on).days).toEqual({ to: '2026-03-31' });
    expect(plan('have', query({ status: 'ACTIVE', expiringBefore: '2026-04-01' }), {}, on).days).toEqual({
      from: '2026-03-10',
      to: '2026-03-31',
    });
    // Expired before yesterday already: the earlier of the two ends holds.
    expect(plan('have', query({ status: 'EXPIRED', expiringBefore: '2026-04-01' }), {}, on).days).toEqual({
      to: '2026-03-09',
    });
    // Active and expiring before today: an empty range (the list answers nothing).
    expect(plan('have', query({ status: 'ACTIVE', expiringBefore: on }), {}, on).days).toEqual({
      from: '2026-03-10',
      to: '2026-03-09',
    });
  });
});

describe('which index a haves or needs list reads, and what it counts', () => {
  it('reads the lane index with no filter, and the lane-and-type index for a material type', () => {
    const all = plan('have', query(), {}, on);
    expect(all).toMatchObject({ read: { index: 'byLane', lane: 'OPEN' }, scope: { all: true } });
    expect(all.typeFilter).toBeUndefined();
    const typed = plan('have', query({ materialType: 'PP' }), {}, on);
    expect(typed).toMatchObject({
      read: { index: 'byLaneType', pk: { materialType: 'PP' } },
      scope: { materialType: 'PP' },
    });
    expect(typed.typeFilter).toBeUndefined();
  });

  it('reads a company’s records for the company filter or its page, filtering a material type in memory', () => {
    expect(plan('have', query({ companyId: 'c1', materialType: 'PP' }), {}, on)).toMatchObject({
      read: { index: 'byCompany', pk: { companyId: 'c1' } },
      scope: { companyId: 'c1' },
      typeFilter: 'PP',
    });
    expect(plan('have', query({ companyId: 'c9' }), { companyId: 'c1' }, on).read.pk).toEqual({
      companyId: 'c1',
    });
  });

  it('reads a material’s records on its page, before any company filter', () => {
    expect(plan('need', query({ companyId: 'c1' }), { materialId: 'm1' }, on)).toMatchObject({
      read: { index: 'byMaterial', pk: { materialId: 'm1' } },
      scope: { materialId: 'm1' },
    });
  });
});
