import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { clearingBlanks, fieldIn, formFieldOf, schemaResolver } from './form';

describe('the form resolver', () => {
  const Body = z.object({
    name: z.string().min(1, 'Name is required'),
    price: z.object({ unitValue: z.number().positive('Must be positive') }).optional(),
  });
  interface Values {
    name: string;
    price: string;
  }
  const toPayload = (v: Values) => ({
    name: v.name.trim(),
    price: v.price ? { unitValue: Number(v.price) } : undefined,
  });
  const resolve = (values: Values, fieldOf?: (path: readonly PropertyKey[]) => string) =>
    schemaResolver<Values>(Body, toPayload, fieldOf)(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });

  it('judges what the form would send, and passes the form values on when it is valid', async () => {
    expect(await resolve({ name: 'PP', price: '2' })).toEqual({
      values: { name: 'PP', price: '2' },
      errors: {},
    });
  });

  it('puts each issue on the field it came from, the first issue of a field winning', async () => {
    const result = await resolve({ name: ' ', price: '-1' }, (path) => String(path[0]));
    expect(result.errors).toMatchObject({
      name: { message: 'Name is required' },
      price: { message: 'Must be positive' },
    });
  });

  it('judges rules beyond the schema while other fields are invalid, their message winning', async () => {
    const checks = (v: Values) =>
      Number(v.price) > 10 ? [{ field: 'price', message: 'More than the have has' }] : [];
    const check = (values: Values) =>
      schemaResolver<Values>(
        Body,
        toPayload,
        (path) => String(path[0]),
        checks,
      )(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect((await check({ name: '', price: '11' })).errors).toMatchObject({
      name: { message: 'Name is required' },
      price: { message: 'More than the have has' },
    });
    expect(await check({ name: 'PP', price: '2' })).toEqual({
      values: { name: 'PP', price: '2' },
      errors: {},
    });
  });
});

describe('field names', () => {
  it('reads a server field error key as a form field', () => {
    expect(formFieldOf('body.contacts.1.firstName')).toBe('contacts.1.firstName');
    expect(formFieldOf('contacts[2].email')).toBe('contacts.2.email');
    expect(formFieldOf('query.page')).toBeUndefined();
    expect(formFieldOf('body')).toBeUndefined();
  });

  it('names a field of a group where the group sits', () => {
    interface Row {
      email: string;
    }
    interface Wizard {
      contacts: Row[];
    }
    expect(fieldIn<Wizard, Row>('contacts.2', 'email')).toBe('contacts.2.email');
    expect(fieldIn<Row, Row>(null, 'email')).toBe('email');
  });
});

describe('an edit form’s PATCH body', () => {
  it('sends a field the user emptied as null, and leaves out what was empty before', () => {
    const initial = { name: 'Bales', price: { unitValue: 5 }, notes: 'Dry', lot: undefined };
    const payload = { name: 'Bales', price: undefined, notes: undefined, lot: undefined };
    expect(clearingBlanks(payload, initial)).toEqual({
      name: 'Bales',
      price: null,
      notes: null,
      lot: undefined,
    });
    expect(clearingBlanks({ ...payload, notes: 'Wet' }, initial)).toMatchObject({ notes: 'Wet' });
  });
});
