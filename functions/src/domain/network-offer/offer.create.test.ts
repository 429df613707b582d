import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '@polyloop/shared/network/offer';
import type { PriceUnit } from '@polyloop/shared/conversions';
import { readable } from '../../data/conditions.js';
import { caught, refusedOn } from '../../lib/thrown.fixture.js';
import { PublicListingEntity } from '../market/index.js';
import { checkMaxPrice, expirationOf, listingCount } from './offer.create.js';

const per = (unitValue: number, unit: PriceUnit) => ({ unitValue, unit });

describe('a price answering a reverse auction’s maximum offer price', () => {
  it('takes any price when the request names no maximum', () => {
    expect(() => checkMaxPrice(per(99, 'POUND'), undefined)).not.toThrow();
  });

  it('takes the maximum itself and refuses a micro-dollar more, on the price field', () => {
    expect(() => checkMaxPrice(per(0.4, 'POUND'), per(0.4, 'POUND'))).not.toThrow();
    expect(caught(() => checkMaxPrice(per(0.400001, 'POUND'), per(0.4, 'POUND')))).toMatchObject(
      refusedOn('price', OFFER_MESSAGES.priceAboveMaximum),
    );
  });

  it('compares a price per pound with a maximum per metric ton', () => {
    // $1000/t is $0.45359237/lb: $0.453592/lb is $999.999184/t, $0.453593/lb is $1000.001389/t.
    expect(() => checkMaxPrice(per(0.453592, 'POUND'), per(1000, 'METRIC_TON'))).not.toThrow();
    expect(() => checkMaxPrice(per(0.453593, 'POUND'), per(1000, 'METRIC_TON'))).toThrow(
      OFFER_MESSAGES.priceAboveMaximum,
    );
  });

  it('compares a price per kilogram with a maximum per pound', () => {
    // $2.20/kg is $0.997903/lb; $2.21/kg is $1.002439/lb.
    expect(() => checkMaxPrice(per(2.2, 'KILOGRAM'), per(1, 'POUND'))).not.toThrow();
    expect(() => checkMaxPrice(per(2.21, 'KILOGRAM'), per(1, 'POUND'))).toThrow(
      OFFER_MESSAGES.priceAboveMaximum,
    );
  });

  it('compares a price per short ton with a maximum per metric ton: $453.59237/ST is exactly $500/t', () => {
    expect(() => checkMaxPrice(per(453.59237, 'SHORT_TON'), per(500, 'METRIC_TON'))).not.toThrow();
    expect(() => checkMaxPrice(per(453.6, 'SHORT_TON'), per(500, 'METRIC_TON'))).toThrow(
      OFFER_MESSAGES.priceAboveMaximum,
    );
  });
});

describe('the expiration date of a new offer', () => {
  const on = '2026-03-10';
  const haveExpires = '2026-04-01';

  it('is the have’s expiration date when none is asked', () => {
    expect(expirationOf(undefined, haveExpires, on)).toBe('2026-04-01');
  });

  it('is the date asked, from today up to the have’s expiration date', () => {
    expect(expirationOf('2026-03-10', haveExpires, on)).toBe('2026-03-10');
    expect(expirationOf('2026-03-20', haveExpires, on)).toBe('2026-03-20');
    expect(expirationOf('2026-04-01', haveExpires, on)).toBe('2026-04-01');
  });

  it('refuses a day in the past, on the expiration date field', () => {
    expect(caught(() => expirationOf('2026-03-09', haveExpires, on))).toMatchObject({
      status: 400,
      fieldErrors: { expirationDate: [OFFER_MESSAGES.expirationPast] },
    });
  });

  it('refuses a day after the have expires: an offer cannot outlive its have', () => {
    expect(caught(() => expirationOf('2026-04-02', haveExpires, on))).toMatchObject({
      status: 400,
      fieldErrors: { expirationDate: [OFFER_MESSAGES.expirationAfterHave] },
    });
  });
});

describe('the offer counts of a public listing', () => {
  const at = '2026-03-01T10:00:00.000Z';
  const listing = PublicListingEntity.schema.parse({
    id: 'l1',
    kind: 'PUBLIC_OFFER',
    tenantId: 't0',
    publicCompanyId: 'p0',
    companyName: 'Seller',
    lane: 'OPEN',
    status: 'ACTIVE',
    recordId: 'h1',
    recordIdentifier: 'H1',
    materialType: 'PP',
    weight: { unitValue: 1000, unit: 'POUND' },
    contactInformation: { name: 'Ann', email: 'ann@seller.example', phoneNumber: '3125550142' },
    closesAt: '2026-03-05T10:00:00.000Z',
    createdDate: at,
    activatedDate: at,
    updatedDate: at,
    version: 3,
  });

  it('counts a new offer, and one more open one, only while the listing is open and active', () => {
    const { update, condition } = readable(listingCount(listing, 1).item.Update!);
    expect(update).toBe('ADD offerCount 1, openOfferCount 1');
    expect(condition).toContain('(lane = "OPEN")');
    expect(condition).toContain('(status = "ACTIVE")');
  });

  it('counts one open offer fewer whatever the listing’s state, so a closing offer is never held up', () => {
    const { update, condition } = readable(listingCount(listing, -1, false).item.Update!);
    expect(update).toBe('ADD openOfferCount -1');
    expect(condition).not.toContain('status');
    expect(condition).not.toContain('lane');
  });
});
