import { describe, expect, it } from 'vitest';
import { MARKET_MESSAGES } from '@polyloop/shared/network/market';
import { NetworkRequestInput } from '@polyloop/shared/network/request';
import { schemaResolver } from '../../../lib/form';
import { dayFromToday, fieldOfPayload, localToIso, toLocalInput } from './form-values';
import {
  publicRequestDefaults,
  PublicRequestFormSchema,
  toPublicRequestInput,
  toPublicRequestPatch,
  type PublicRequestFormValues,
} from './public-request-form';
import { networkRequestDefaults, toNetworkRequestInput, toNetworkRequestPatch } from './network-request-form';

const need = {
  materialName: 'HDPE regrind',
  materialType: 'PE' as const,
  notes: 'Natural, washed',
  shippingTerms: 'FOB_DESTINATION' as const,
  remainingWeight: { unitValue: 40000, unit: 'POUND' as const },
  priceTarget: { unitValue: 0.31, unit: 'POUND' as const },
  location: {
    locationId: 'loc-1',
    name: 'Plant',
    city: 'Chicago',
    stateProvince: 'IL',
    country: 'US',
    latitude: 41.8,
    longitude: -87.6,
  },
};
const me = { id: 'u1', firstName: 'Dana', lastName: 'Kowalski', email: 'dana@example.com' };
const resolve = (values: PublicRequestFormValues) =>
  schemaResolver<PublicRequestFormValues>(
    PublicRequestFormSchema,
    (v) => toPublicRequestInput('n1', v),
    fieldOfPayload,
  )(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the new public request form', () => {
  it('starts from the need: its weight, target and terms, starting now, its requester as contact and representative', () => {
    const now = new Date(2026, 2, 4, 15, 7);
    const values = publicRequestDefaults(need, me, now);
    expect(values).toMatchObject({
      title: 'Wanted: HDPE regrind',
      description: 'Natural, washed',
      startDate: '2026-03-04T15:07',
      endDate: '',
      preferredShippingTerms: 'FOB_DESTINATION',
      weight: '40000',
      priceTarget: '0.31',
      contactName: 'Dana Kowalski',
      contactEmail: 'dana@example.com',
      representatives: ['u1'],
    });
  });

  it('sends moments as ISO times and leaves blanks out so the need’s own values apply', () => {
    const values = {
      ...publicRequestDefaults(need, me),
      startDate: '',
      endDate: '2030-01-02T10:30',
      weight: '',
      maxOfferPrice: '0.5',
      contactPhone: '3125550142',
    };
    const input = toPublicRequestInput('n1', values);
    expect(input).toMatchObject({
      needId: 'n1',
      startDate: undefined,
      endDate: new Date(2030, 0, 2, 10, 30).toISOString(),
      weight: undefined,
      maxOfferPrice: { unitValue: 0.5, unit: 'POUND' },
    });
    expect(input.contactInformation).toEqual({
      name: 'Dana Kowalski',
      email: 'dana@example.com',
      phoneNumber: '3125550142',
    });
  });

  it('asks for an end in the future, and for a target when the target is enforced', async () => {
    const base = { ...publicRequestDefaults(need, me), contactPhone: '3125550142' };
    expect((await resolve(base)).errors).toMatchObject({ endDate: { message: MARKET_MESSAGES.endRequired } });
    expect((await resolve({ ...base, endDate: '2001-01-01T00:00' })).errors).toMatchObject({
      endDate: { message: MARKET_MESSAGES.endPast },
    });
    const unenforceable = await resolve({
      ...base,
      endDate: '2030-01-01T00:00',
      priceTarget: '',
      enforceTargetPrice: true,
    });
    expect(unenforceable.errors).toMatchObject({ priceTarget: { message: MARKET_MESSAGES.targetRequired } });
    expect(
      (await resolve({ ...base, endDate: '2030-01-01T00:00', contactPhone: '123' })).errors,
    ).toHaveProperty('contactPhone');
    expect((await resolve({ ...base, endDate: '2030-01-01T00:00' })).errors).toEqual({});
  });

  it('sends what the fields hold, and a price or shipping terms left blank as null, which clears it', () => {
    const patch = toPublicRequestPatch({
      title: 'PP',
      description: ' x ',
      endDate: '2030-01-02T10:30',
      preferredShippingTerms: '',
      priceTarget: '',
      priceUnit: 'POUND',
      enforceTargetPrice: false,
      maxOfferPrice: '0.9',
      maxPriceUnit: 'METRIC_TON',
    });
    expect(patch).toEqual({
      title: 'PP',
      description: 'x',
      endDate: new Date(2030, 0, 2, 10, 30).toISOString(),
      enforceTargetPrice: false,
      preferredShippingTerms: null,
      priceTarget: null,
      maxOfferPrice: { unitValue: 0.9, unit: 'METRIC_TON' },
    });
  });

  it('leaves the end out when the person did not move it', () => {
    const values = {
      title: 'PP',
      description: '',
      endDate: '2030-01-02T10:30',
      preferredShippingTerms: '',
      priceTarget: '',
      priceUnit: 'POUND' as const,
      enforceTargetPrice: false,
      maxOfferPrice: '',
      maxPriceUnit: 'POUND' as const,
    };
    expect(toPublicRequestPatch(values, values)).not.toHaveProperty('endDate');
    expect(toPublicRequestPatch({ ...values, endDate: '2030-01-03T10:30' }, values).endDate).toBe(
      new Date(2030, 0, 3, 10, 30).toISOString(),
    );
  });
});

describe('the private request wizard', () => {
  it('goes to the need’s location and leaves weight, target and expiration to the need', () => {
    const values = networkRequestDefaults(need, 'u1');
    expect(values).toMatchObject({
      title: 'Wanted: HDPE regrind',
      locationId: 'loc-1',
      weight: '',
      priceTarget: '',
      expirationDate: '',
      representatives: ['u1'],
    });
    const input = toNetworkRequestInput('n1', { ...values, receivingCompanyIds: ['c1'] });
    expect(NetworkRequestInput.safeParse(input).success).toBe(true);
    expect(input).toMatchObject({ weight: undefined, priceTarget: undefined, expirationDate: undefined });
  });

  it('refuses a request to nobody', () => {
    const result = NetworkRequestInput.safeParse(
      toNetworkRequestInput('n1', networkRequestDefaults(need, 'u1')),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => fieldOfPayload(i.path))).toContain('receivingCompanyIds');
  });

  it('edits a sent request’s target, and clears it and the description when left blank', () => {
    expect(
      toNetworkRequestPatch({
        title: 'PP',
        description: '',
        expirationDate: '2030-01-01',
        priceTarget: '',
        priceUnit: 'POUND',
      }),
    ).toEqual({ title: 'PP', description: null, expirationDate: '2030-01-01', priceTarget: null });
    expect(
      toNetworkRequestPatch({
        title: 'PP',
        description: '',
        expirationDate: '2030-01-01',
        priceTarget: '0.3',
        priceUnit: 'POUND',
      }).priceTarget,
    ).toEqual({ unitValue: 0.3, unit: 'POUND' });
  });
});

describe('moments in forms', () => {
  it('shows an ISO moment in the browser’s zone and reads it back', () => {
    const iso = new Date(2026, 5, 1, 8, 5).toISOString();
    expect(toLocalInput(iso)).toBe('2026-06-01T08:05');
    expect(localToIso('2026-06-01T08:05')).toBe(iso);
    expect(localToIso('')).toBe('');
    expect(toLocalInput('not a date')).toBe('');
  });

  it('names days from today as date fields hold them', () => {
    expect(dayFromToday(30, new Date(2026, 0, 15, 12))).toBe('2026-02-14');
  });

  it('puts an issue about a nested value on its form field', () => {
    expect(fieldOfPayload(['body', 'priceTarget', 'unitValue'])).toBe('priceTarget');
    expect(fieldOfPayload(['contactInformation', 'phoneNumber'])).toBe('contactPhone');
    expect(fieldOfPayload(['representatives', 2])).toBe('representatives');
  });
});
