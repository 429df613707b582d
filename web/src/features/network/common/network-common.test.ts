import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES, type NetworkOffer } from '@polyloop/shared/network/offer';
import { describeTotal, formatTerms, partnerOf, reasonLabel, totalOf, turnText } from './format';
import { newOfferPath, newPublicOfferPath, offerTarget, respondPath } from './paths';
import {
  contactPayload,
  serverFieldOf,
  termsPayload,
  termsValuesOf,
  tradeFieldOf,
  weightAbove,
  weightWithin,
} from './trade-form';

const lbs = (unitValue: number) => ({ unitValue, unit: 'POUND' as const });
const HAVE_ID = '3f1c2a9e-5b7d-4e21-9a0b-6c8d2e4f1a35';
const OFFER_ID = 'Ab12-cd34-EF56-gh78';

const offer = (over: Partial<NetworkOffer>) =>
  ({
    side: 'OFFERING',
    turn: 'RECEIVING',
    status: 'OFFERED',
    actions: ['CANCEL'],
    confirmedSides: [],
    offeringCompany: { id: 'p1', name: 'Great Lakes Polymers' },
    receivingCompany: { id: 'p2', name: 'Lone Star Resins' },
    ...over,
  }) as NetworkOffer;

describe('the network’s words for prices, terms and turns', () => {
  it('totals a price per one unit on a weight in another', () => {
    expect(totalOf({ unitValue: 440, unit: 'METRIC_TON' }, lbs(22_046.2262184))).toBeCloseTo(4400, 6);
    expect(describeTotal({ unitValue: 0.42, unit: 'POUND' }, lbs(20_000))).toBe(
      '$0.42 / lb × 20,000 lbs = $8,400.00',
    );
  });

  it('names terms with the shared labels and reasons with theirs', () => {
    expect(formatTerms('FOB_ORIGIN')).toBe('FOB origin (picked up)');
    expect(formatTerms('DAP')).toBe('DAP');
    expect(formatTerms(null)).toBe('—');
    expect(reasonLabel({ action: 'DECLINE', reason: 'PRICE_TOO_HIGH' })).toBe('Price too high');
    expect(reasonLabel({ action: 'CANCEL', reason: 'SOLD_OUTSIDE' })).toBe('Sold outside the platform');
    expect(reasonLabel({ action: 'ACCEPT', reason: null })).toBeNull();
  });

  it('says whose move an offer waits for, from my side', () => {
    expect(turnText(offer({}))).toBe('Waiting for Lone Star Resins to answer');
    expect(turnText(offer({ side: 'RECEIVING', actions: ['ACCEPT', 'COUNTER', 'DECLINE'] }))).toBe(
      'Waiting for your answer',
    );
    expect(partnerOf(offer({ side: 'RECEIVING' })).name).toBe('Great Lakes Polymers');
    expect(turnText(offer({ turn: null, status: 'ACCEPTED', actions: ['CONFIRM', 'CANCEL'] }))).toBe(
      'Accepted: confirm it to make your order',
    );
    expect(
      turnText(offer({ turn: null, status: 'CONFIRMED', confirmedSides: ['OFFERING'], actions: [] })),
    ).toBe('Waiting for Lone Star Resins to confirm');
    expect(
      turnText(
        offer({ turn: null, status: 'CONFIRMED', confirmedSides: ['OFFERING', 'RECEIVING'], actions: [] }),
      ),
    ).toBe('Confirmed by both companies');
    expect(turnText(offer({ turn: null, status: 'DECLINED', actions: [] }))).toBeNull();
  });
});

describe('the offer addresses', () => {
  it('tells a request id from a have id in the optional parameters', () => {
    expect(offerTarget({ requestId: HAVE_ID })).toEqual({ haveId: HAVE_ID });
    expect(offerTarget({ requestId: OFFER_ID })).toEqual({ requestId: OFFER_ID, haveId: undefined });
    expect(offerTarget({ requestId: OFFER_ID, haveId: HAVE_ID })).toEqual({
      requestId: OFFER_ID,
      haveId: HAVE_ID,
    });
    expect(offerTarget({})).toEqual({ haveId: undefined });
  });

  it('builds the addresses the pages read back', () => {
    expect(newOfferPath({ haveId: HAVE_ID })).toBe(`/network/offers/new/${HAVE_ID}`);
    expect(newOfferPath({ requestId: OFFER_ID, haveId: HAVE_ID })).toBe(
      `/network/offers/new/${OFFER_ID}/${HAVE_ID}`,
    );
    expect(newOfferPath()).toBe('/network/offers/new');
    expect(newPublicOfferPath(HAVE_ID)).toBe(`/network/offers/new/public/${HAVE_ID}`);
    expect(respondPath(OFFER_ID)).toBe(`/network/respond/${OFFER_ID}`);
  });
});

describe('the trade forms', () => {
  it('sends price, weight and terms as typed, blanks left for the schema to name', () => {
    expect(
      termsPayload({ price: '0.45', priceUnit: 'POUND', weight: '20000', weightUnit: 'POUND', terms: 'DAP' }),
    ).toEqual({ price: { unitValue: 0.45, unit: 'POUND' }, weight: lbs(20_000), terms: 'DAP' });
    expect(
      termsPayload({ price: '', priceUnit: 'POUND', weight: ' ', weightUnit: 'KILOGRAM', terms: '' }),
    ).toEqual({
      price: { unitValue: undefined, unit: 'POUND' },
      weight: { unitValue: undefined, unit: 'KILOGRAM' },
      terms: undefined,
    });
    expect(
      termsValuesOf({ price: null, weight: { unitValue: 20, unit: 'METRIC_TON' }, terms: 'FOB_ORIGIN' }),
    ).toEqual({ price: '', priceUnit: 'POUND', weight: '20', weightUnit: 'METRIC_TON', terms: 'FOB_ORIGIN' });
  });

  it('compares weights in any units', () => {
    expect(weightAbove({ unitValue: 20, unit: 'METRIC_TON' }, lbs(44_092))).toBe(true);
    expect(weightAbove({ unitValue: 20, unit: 'METRIC_TON' }, lbs(44_093))).toBe(false);
    expect(weightAbove(lbs(1_000), lbs(1_000))).toBe(false);
  });

  it('flags a typed weight above what is available, and leaves a blank or zero one to the schema', () => {
    const within = weightWithin(lbs(1_000));
    expect(within({ weight: '1', weightUnit: 'METRIC_TON' })).toEqual([
      { field: 'weight', message: OFFER_MESSAGES.weightAboveAvailable },
    ]);
    expect(within({ weight: '1000', weightUnit: 'POUND' })).toEqual([]);
    expect(within({ weight: ' ', weightUnit: 'POUND' })).toEqual([]);
    expect(within({ weight: '0', weightUnit: 'METRIC_TON' })).toEqual([]);
  });

  it('puts the server’s and the schema’s issues on the fields people filled', () => {
    expect(tradeFieldOf(['body', 'price', 'unitValue'])).toBe('price');
    expect(tradeFieldOf(['weight', 'unit'])).toBe('weightUnit');
    expect(tradeFieldOf(['askingPrice', 'unitValue'])).toBe('price');
    expect(tradeFieldOf(['contactInformation', 'phoneNumber'])).toBe('contact.phoneNumber');
    expect(serverFieldOf('body.recipients[1].destinationLocationId')).toBe(
      'recipients.1.destinationLocationId',
    );
    expect(serverFieldOf('params.id')).toBeUndefined();
  });

  it('sends a phone as its digits', () => {
    expect(
      contactPayload({ name: ' Dana ', email: 'dana@example.com ', phoneNumber: '(312) 555-0142' }),
    ).toEqual({ name: 'Dana', email: 'dana@example.com', phoneNumber: '3125550142' });
  });
});
