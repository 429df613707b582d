import { describe, expect, it } from 'vitest';
import type { QuoteRequestedMessage } from '@polyloop/shared/freight/partner-api';
import { SANDBOX_PARTNERS } from './partners.js';
import { sandboxQuote } from './sandbox-quote.js';

const now = new Date('2026-11-24T15:00:00Z');
const place = (address: string | null) => ({
  address,
  addressLineTwo: null,
  city: 'Chicago',
  stateProvince: 'IL',
  postalCode: '60606',
  country: 'US' as const,
});
const request = (extra: Partial<QuoteRequestedMessage['data']> = {}): QuoteRequestedMessage['data'] => ({
  quoteRequestId: '3f1e4a52-9d7c-4b8e-a1f0-123456789abc',
  pickup: place('233 S Wacker Dr'),
  destination: place('1600 Main St'),
  pickupDate: '2026-11-27T17:00:00Z',
  distanceMiles: 1100,
  respondBy: '2026-11-24T15:01:00Z',
  currency: 'USD',
  ...extra,
});
const behaviour = (id: string) => SANDBOX_PARTNERS.find((p) => p.id === id)!.behaviour;

describe('the sandbox partners’ answers', () => {
  it('price a route by its miles, with transit days and the partner’s own reference', () => {
    const quoted = sandboxQuote(behaviour('prairie-freight'), request(), now, () => 0.5);
    expect(quoted.cost).toEqual({ amount: 210 + 2.35 * 1100, currency: 'USD' });
    expect(quoted).toMatchObject({
      transitDays: 2,
      partnerQuoteId: 'SBX-3F1E4A52',
      validUntil: '2026-11-25T15:00:00.000Z',
    });
  });

  it('answer “address not accurate” when a partner needs a street and one end has none', () => {
    expect(
      sandboxQuote(behaviour('maple-haulage'), request({ destination: place(null) }), now),
    ).toMatchObject({ error: { kind: 'ADDRESS_NOT_ACCURATE' } });
    expect(sandboxQuote(behaviour('maple-haulage'), request(), now).cost).toBeDefined();
  });

  it('answer “pickup date too soon” when the partner needs more notice', () => {
    expect(
      sandboxQuote(behaviour('longhaul-express'), request({ pickupDate: '2026-11-24T20:00:00Z' }), now),
    ).toMatchObject({ error: { kind: 'PICKUP_DATE_TOO_SOON' } });
  });
});
