import { describe, expect, it } from 'vitest';
import { cleared, unset } from './patch.js';

describe('a PATCH body', () => {
  const body = { price: null, notes: '', name: 'Regrind', packaging: undefined, weight: 0 };

  it('splits into the values it sets and the keys it clears', () => {
    expect(cleared(body)).toEqual({ set: { name: 'Regrind', weight: 0 }, remove: ['price', 'notes'] });
  });

  it('reads a cleared field as undefined, so a merge over the record drops it', () => {
    const patch = unset(body);
    expect(patch).toEqual({
      price: undefined,
      notes: undefined,
      name: 'Regrind',
      packaging: undefined,
      weight: 0,
    });
    expect('price' in patch).toBe(true);
    const merged = { ...{ price: { unitValue: 5 }, notes: 'dry', packaging: 'BALES' }, ...patch };
    expect(merged.price).toBeUndefined();
    expect(merged.notes).toBeUndefined();
  });
});
