import { describe, expect, it } from 'vitest';
import { NETWORK_MESSAGES } from '@polyloop/shared/network/common';
import { OFFER_MESSAGES } from '@polyloop/shared/network/offer';
import { MARKET_MESSAGES } from '@polyloop/shared/network/market';
import type { Have } from '@polyloop/shared/supply/listing';
import {
  emptyOfferWizard,
  haveDefaults,
  offerPayload,
  offerSchema,
  stepOf,
  wizardChecks,
  type OfferWizardValues,
  type WizardFacts,
} from './offer-wizard';
import {
  emptyPublicOffer,
  publicOfferChecks,
  publicOfferPayload,
  publicOfferSchema,
} from './public-offer-form';

const account = {
  id: 'u1',
  firstName: 'Marcus',
  lastName: 'Reed',
  email: 'marcus@greatlakespolymers.example',
};
const have = {
  id: 'h1',
  identifier: 'GLP-H7',
  materialName: 'HDPE natural regrind',
  materialId: null,
  materialType: 'PE',
  notes: 'Washed and dried',
  price: { unitValue: 0.34, unit: 'POUND' },
  remainingWeight: { unitValue: 42_000, unit: 'POUND' },
  shippingTerms: 'FOB_ORIGIN',
  expirationDate: '2031-05-01',
} as unknown as Have;

const filled = (over: Partial<OfferWizardValues> = {}): OfferWizardValues => ({
  ...emptyOfferWizard(account, 'h1'),
  ...haveDefaults(have),
  contact: { name: 'Marcus Reed', email: account.email, phoneNumber: '3125550142' },
  recipients: [{ companyId: 'p2', destinationLocationId: 'l2' }],
  ...over,
});
const facts: WizardFacts = {
  answering: false,
  available: have.remainingWeight,
  latestExpiration: have.expirationDate,
  today: '2031-01-01',
};
const fields = (issues: { field: string }[]) => issues.map((i) => i.field);

describe('the offer wizard', () => {
  it('starts from the person and fills in from the have', () => {
    const start = emptyOfferWizard(account, 'h1');
    expect(start).toMatchObject({
      haveId: 'h1',
      contact: { name: 'Marcus Reed', email: account.email, phoneNumber: '' },
      representatives: ['u1'],
    });
    expect(haveDefaults(have)).toMatchObject({
      materialName: 'HDPE natural regrind',
      description: 'Washed and dried',
      price: '0.34',
      weight: '42000',
      terms: 'FOB_ORIGIN',
      expirationDate: '2031-05-01',
    });
  });

  it('sends what the contract takes, to each linked company or in answer to a request', () => {
    const body = offerSchema.parse(
      offerPayload(filled({ message: '  Ready to ship ', grade: 'POST_INDUSTRIAL' })),
    );
    expect(body).toMatchObject({
      haveId: 'h1',
      recipients: [{ companyId: 'p2', destinationLocationId: 'l2' }],
      price: { unitValue: 0.34, unit: 'POUND' },
      weight: { unitValue: 42_000, unit: 'POUND' },
      message: 'Ready to ship',
      grade: 'POST_INDUSTRIAL',
      contactInformation: { phoneNumber: '3125550142' },
    });
    expect(body.form).toBeUndefined();
    const answer = offerPayload(filled(), 'Ab12-cd34-EF56-gh78');
    expect(answer).toMatchObject({ requestId: 'Ab12-cd34-EF56-gh78', recipients: [] });
  });

  it('refuses more weight than the have has, in any unit, with the spec’s message', () => {
    expect(wizardChecks(filled({ weight: '42001' }), facts)).toEqual([
      { field: 'weight', message: OFFER_MESSAGES.weightAboveAvailable },
    ]);
    expect(wizardChecks(filled({ weight: '19', weightUnit: 'METRIC_TON' }), facts)).toEqual([]);
    expect(fields(wizardChecks(filled({ weight: '20', weightUnit: 'METRIC_TON' }), facts))).toEqual([
      'weight',
    ]);
  });

  it('keeps the expiration within the have’s and from today', () => {
    expect(wizardChecks(filled({ expirationDate: '2031-05-02' }), facts)).toEqual([
      { field: 'expirationDate', message: OFFER_MESSAGES.expirationAfterHave },
    ]);
    expect(wizardChecks(filled({ expirationDate: '2030-12-31' }), facts)).toEqual([
      { field: 'expirationDate', message: OFFER_MESSAGES.expirationPast },
    ]);
  });

  it('needs a linked company with a destination, unless it answers a request', () => {
    expect(wizardChecks(filled({ recipients: [] }), facts)).toEqual([
      { field: 'recipients', message: NETWORK_MESSAGES.linkRequired },
    ]);
    expect(
      fields(wizardChecks(filled({ recipients: [{ companyId: 'p2', destinationLocationId: '' }] }), facts)),
    ).toEqual(['recipients.0.destinationLocationId']);
    expect(wizardChecks(filled({ recipients: [] }), { ...facts, answering: true })).toEqual([]);
  });

  it('opens the step of a field the server names', () => {
    expect(stepOf('weight')).toBe(1);
    expect(stepOf('recipients.0.destinationLocationId')).toBe(2);
    expect(stepOf('contact.phoneNumber')).toBe(3);
    expect(stepOf('haveId')).toBe(0);
    expect(stepOf('requestId')).toBe(5);
  });

  it('asks for a representative, at most five, and a 10-digit phone, as the server does', () => {
    const none = offerSchema.safeParse(offerPayload(filled({ representatives: [] })));
    expect(none.error?.issues.map((i) => i.message)).toEqual([NETWORK_MESSAGES.representativesRequired]);
    const many = offerSchema.safeParse(
      offerPayload(filled({ representatives: ['a', 'b', 'c', 'd', 'e', 'f'] })),
    );
    expect(many.error?.issues.map((i) => i.message)).toEqual([NETWORK_MESSAGES.representativesMax]);
    expect(
      offerSchema.safeParse(
        offerPayload(filled({ contact: { name: 'M', email: account.email, phoneNumber: '555-0142' } })),
      ).success,
    ).toBe(false);
  });
});

describe('the new public offer form', () => {
  it('sends a blank asking price as none (it reads “Offer”), and a blank weight as the have’s', () => {
    const body = publicOfferSchema.parse(
      publicOfferPayload({
        ...emptyPublicOffer(account, 'h1'),
        terms: 'EXW',
        contact: { name: 'Marcus Reed', email: account.email, phoneNumber: '3125550142' },
      }),
    );
    expect(body.askingPrice).toBeUndefined();
    expect(body.weight).toBeUndefined();
    expect(body).toMatchObject({ haveId: 'h1', terms: 'EXW', representatives: ['u1'] });
  });

  it('keeps the listing within the have’s weight and expiration', () => {
    const v = { ...emptyPublicOffer(account, 'h1'), weight: '50000', expirationDate: '2031-06-01' };
    expect(publicOfferChecks(v, have, '2031-01-01')).toEqual([
      { field: 'weight', message: MARKET_MESSAGES.weightAboveAvailable },
      {
        field: 'expirationDate',
        message: 'The listing cannot outlive the have: choose a date on or before its expiration date.',
      },
    ]);
    expect(publicOfferChecks({ ...v, haveId: '' }, undefined, '2031-01-01')).toEqual([
      { field: 'haveId', message: 'Choose a have' },
    ]);
  });
});
