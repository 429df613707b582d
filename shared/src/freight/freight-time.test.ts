import { describe, expect, it } from 'vitest';
import { bookingAnswerDue, defaultPickupDate, minimumPickupDate, pickupDateProblem } from './freight-time.js';
import { compareQuotes, displayedCost, quoteProgress, type FreightQuote } from './freight.js';

/** Local times in the machine's zone, as the browser builds them. */
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe('the pickup date', () => {
  it('defaults to two days ahead at noon', () => {
    expect(defaultPickupDate(local(2026, 11, 24, 9, 30))).toEqual(local(2026, 11, 26, 12)); // Tuesday → Thursday
  });

  it('moves a default that falls on a weekend to Monday', () => {
    expect(defaultPickupDate(local(2026, 11, 26, 9))).toEqual(local(2026, 11, 30, 12)); // Thursday → Saturday → Monday
    expect(defaultPickupDate(local(2026, 11, 27, 9))).toEqual(local(2026, 11, 30, 12)); // Friday → Sunday → Monday
  });

  it('may be no earlier than the next full hour', () => {
    expect(minimumPickupDate(local(2026, 11, 24, 9, 1))).toEqual(local(2026, 11, 24, 10));
    expect(pickupDateProblem(local(2026, 11, 24, 8, 59), local(2026, 11, 24, 9, 30))).toBe('TOO_SOON');
    expect(pickupDateProblem(local(2026, 11, 24, 10), local(2026, 11, 24, 9, 30))).toBeUndefined();
    expect(pickupDateProblem(local(2027, 3, 1), local(2026, 11, 24, 9, 30))).toBe('TOO_FAR');
  });
});

describe('a booking’s answer deadline', () => {
  it('is thirty minutes later inside Eastern business hours', () => {
    expect(bookingAnswerDue(new Date('2026-11-24T15:00:00Z')).toISOString()).toBe('2026-11-24T15:30:00.000Z'); // 10:00 EST
  });

  it('carries what is left past 8 PM over to 8 AM of the next weekday', () => {
    // Tuesday 7:50 PM EST: 10 minutes that evening, 20 the next morning.
    expect(bookingAnswerDue(new Date('2026-11-25T00:50:00Z')).toISOString()).toBe('2026-11-25T13:20:00.000Z');
  });

  it('skips the weekend', () => {
    // Saturday noon EST → Monday 8:30 AM EST.
    expect(bookingAnswerDue(new Date('2026-11-28T17:00:00Z')).toISOString()).toBe('2026-11-30T13:30:00.000Z');
  });

  it('follows daylight saving time', () => {
    // Monday 6 AM EDT in July → 8:30 AM EDT (12:30 UTC).
    expect(bookingAnswerDue(new Date('2026-07-13T10:00:00Z')).toISOString()).toBe('2026-07-13T12:30:00.000Z');
  });
});

describe('the quote list', () => {
  const partner = (name: string) => ({
    id: name.toLowerCase(),
    name,
    logo: null,
    bookingDisclaimer: '',
    regions: ['US' as const],
    sandbox: true,
  });
  const quote = (name: string, cost: number | null, error: FreightQuote['error'] = null) => ({
    cost,
    freightPartner: partner(name),
    error,
  });

  it('sorts by cost with missing costs last, then by partner name, then by error', () => {
    const sorted = [
      quote('Zed', null),
      quote('Beta', 900),
      quote('Alpha', null, { kind: 'UNKNOWN', message: '' }),
      quote('Alpha', 900),
      quote('Alpha', null),
    ].sort(compareQuotes);
    expect(sorted.map((q) => `${q.freightPartner.name}:${q.cost}:${q.error?.kind ?? ''}`)).toEqual([
      'Alpha:900:',
      'Beta:900:',
      'Alpha:null:',
      'Alpha:null:UNKNOWN',
      'Zed:null:',
    ]);
  });

  it('shows no cost when it is missing, not above zero, or the quote is in error', () => {
    expect(displayedCost(1200, null)).toBe(1200);
    expect(displayedCost(0, null)).toBeNull();
    expect(displayedCost(-5, null)).toBeNull();
    expect(displayedCost(1200, { kind: 'UNKNOWN' })).toBeNull();
  });

  it('counts progress as quotes received over partners asked', () => {
    expect(quoteProgress(1, 4)).toBe(25);
    expect(quoteProgress(4, 4)).toBe(100);
    expect(quoteProgress(0, 0)).toBe(100);
  });
});
