import { describe, expect, it } from 'vitest';
import type { PlaceDetails } from '@polyloop/shared';
import {
  buildCompanyPayload,
  emptyContact,
  emptyLocation,
  emptyWizard,
  mapServerFieldErrors,
  phoneValue,
  stepOf,
  WizardSchema,
  type WizardValues,
} from './wizard';

const place: PlaceDetails = {
  placeId: 'p1',
  latitude: 41.88,
  longitude: -87.63,
  formattedAddress: '1 Main St, Chicago, IL 60601, USA',
  address: '1 Main St',
  city: 'Chicago',
  stateProvince: 'IL',
  country: 'US',
  postalCode: '60601',
};
const values = (patch: Partial<WizardValues>): WizardValues => ({
  ...emptyWizard(),
  name: 'Acme Plastics',
  ...patch,
});

describe('the company wizard payload', () => {
  it('drops empty contact and location rows and keeps the ones that were filled', () => {
    const { payload, rows } = buildCompanyPayload(
      values({
        contacts: [
          emptyContact(),
          {
            ...emptyContact(),
            firstName: 'Jane',
            email: 'jane@acme.test',
            officePhone: '(312) 555-0100',
            officeExt: '12',
          },
        ],
        locations: [emptyLocation(), { ...emptyLocation(), place, name: 'Plant' }, emptyLocation()],
      }),
    );
    expect(payload.contacts).toEqual([
      expect.objectContaining({
        firstName: 'Jane',
        email: 'jane@acme.test',
        officePhone: '3125550100;ext=12',
      }),
    ]);
    expect(payload.locations).toEqual([
      expect.objectContaining({
        name: 'Plant',
        city: 'Chicago',
        latitude: 41.88,
        formattedAddress: place.formattedAddress,
      }),
    ]);
    expect(rows).toEqual({ contacts: [1], locations: [1], buyProfiles: [] });
  });

  it('sends no contacts when the first has no name, and no locations when the first has no address', () => {
    const { payload } = buildCompanyPayload(
      values({
        contacts: [
          { ...emptyContact(), email: 'x@acme.test' },
          { ...emptyContact(), firstName: 'Bo' },
        ],
        locations: [
          { ...emptyLocation(), name: 'Yard' },
          { ...emptyLocation(), place },
        ],
      }),
    );
    expect(payload.contacts).toEqual([]);
    expect(payload.locations).toEqual([]);
  });

  it('carries the duplicate confirmation when asked', () => {
    expect(buildCompanyPayload(values({}), true).payload.confirmDuplicate).toBe(true);
    expect(buildCompanyPayload(values({})).payload.confirmDuplicate).toBe(false);
  });

  it('stores phones as digits with an optional extension', () => {
    expect(phoneValue('(312) 555-0100')).toBe('3125550100');
    expect(phoneValue('312.555.0100', 'x 45')).toBe('3125550100;ext=45');
    expect(phoneValue('')).toBeUndefined();
  });
});

describe('the company wizard validation', () => {
  const errorsOf = (v: WizardValues) => {
    const r = WizardSchema.safeParse(v);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('needs the company name, and a started contact needs a name and an e-mail', () => {
    const errors = errorsOf(values({ name: '', contacts: [{ ...emptyContact(), lastName: 'Doe' }] }));
    expect(errors).toMatchObject({
      name: 'Company name is required',
      'contacts.0.firstName': 'Contact name is required',
      'contacts.0.email': 'Contact email is required',
    });
  });

  it('needs a started location to have an address from the dropdown', () => {
    expect(errorsOf(values({ locations: [{ ...emptyLocation(), name: 'Yard' }] }))).toEqual({
      'locations.0.place': 'Address is required',
    });
  });

  it("reports the shared schema's messages on the row they belong to", () => {
    const errors = errorsOf(
      values({
        contacts: [
          emptyContact(),
          { ...emptyContact(), firstName: 'Jo', email: 'not-an-email', mobilePhone: '123' },
        ],
      }),
    );
    expect(errors['contacts.1.email']).toBe('Please enter a valid email address');
    expect(errors['contacts.1.mobilePhone']).toMatch(/10 digits/);
  });

  it('accepts a company with only a name', () => {
    expect(errorsOf(values({}))).toEqual({});
  });
});

describe('server field errors on the wizard', () => {
  it('maps payload paths to the form rows they came from and picks the earliest step', () => {
    const { rows } = buildCompanyPayload(
      values({
        contacts: [
          { ...emptyContact(), firstName: 'A', email: 'a@x.test' },
          emptyContact(),
          { ...emptyContact(), firstName: 'B', email: 'b@x.test' },
        ],
        locations: [{ ...emptyLocation(), place }],
      }),
    );
    const mapped = mapServerFieldErrors(
      {
        'contacts.1.email': ['A contact with this e-mail already exists for this company.'],
        'locations[0].city': ['City is required'],
      },
      rows,
    );
    expect(mapped.errors).toEqual([
      { path: 'contacts.2.email', message: 'A contact with this e-mail already exists for this company.' },
      { path: 'locations.0.place', message: 'City is required' },
    ]);
    expect(mapped.step).toBe(1);
  });

  it('puts each field on its step', () => {
    expect(stepOf('website')).toBe(0);
    expect(stepOf('locations.0.place')).toBe(1);
    expect(stepOf('contacts.3.email')).toBe(2);
    expect(stepOf('materialIds')).toBe(3);
    expect(stepOf('buyProfiles.0.materialType')).toBe(4);
  });
});
