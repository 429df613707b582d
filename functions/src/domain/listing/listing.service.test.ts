import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import { SUPPLY_MESSAGES } from '@polyloop/shared/supply/listing';
import type { TxItem } from '../../data/entity.js';
import { caught, refusedOn } from '../../lib/thrown.fixture.js';
import { HaveItem, type ListingItem } from './listing.entity.js';
import { blankless, expirationRule, identifierOf, markMoves } from './listing.service.js';
import { today } from './listing.view.js';
import { storedListing } from './listing.fixture.js';

const have = (extra: Partial<ListingItem> = {}): ListingItem => HaveItem.schema.parse(storedListing(extra));

/** The expiry marks a write adds and removes, as "put day" and "delete day". */
const marks = (txs: TxItem[]) =>
  txs.map((tx) => {
    const { Put, Delete } = tx.item;
    if (Put) return `put ${String(Put.Item?.day)} ${String(Put.Item?.kind)} ${String(Put.Item?.id)}`;
    return `delete ${String(Delete?.Key?.pk).replace('listing-expiry#day=', '')}`;
  });

describe('the daily expiry sweep’s marks', () => {
  it('marks a new open record on its expiration day', () => {
    expect(marks(markMoves('have', undefined, have()))).toEqual(['put 2026-04-01 have h1']);
    expect(marks(markMoves('need', undefined, have({ id: 'n1' })))).toEqual(['put 2026-04-01 need n1']);
  });

  it('moves the mark when the expiration date moves, and leaves it when it does not', () => {
    expect(marks(markMoves('have', have(), have({ expirationDate: '2026-05-01' })))).toEqual([
      'delete 2026-04-01',
      'put 2026-05-01 have h1',
    ]);
    expect(markMoves('have', have(), have({ notes: 'Baled' }))).toEqual([]);
  });

  it('removes the mark of a record that is completed, cancelled or archived, and marks it again when it reopens', () => {
    for (const closed of [
      have({ status: 'COMPLETED', lane: 'COMPLETED' }),
      have({ status: 'CANCELLED', lane: 'CANCELLED' }),
      have({ archived: true, lane: 'ARCHIVED' }),
    ]) {
      expect(marks(markMoves('have', have(), closed))).toEqual(['delete 2026-04-01']);
      expect(marks(markMoves('have', closed, have()))).toEqual(['put 2026-04-01 have h1']);
    }
  });

  it('keeps no mark for a record that stays closed', () => {
    const closed = have({ status: 'CANCELLED', lane: 'CANCELLED' });
    expect(markMoves('have', closed, { ...closed, expirationDate: '2026-06-01' })).toEqual([]);
  });
});

describe('the expiration date a record is given', () => {
  it('refuses a date in the past, on the expiration date field', () => {
    expect(caught(() => expirationRule('2000-01-01'))).toMatchObject(
      refusedOn('expirationDate', SUPPLY_MESSAGES.expirationPast),
    );
  });

  it('accepts today, a later day, or no date at all', () => {
    expect(() => expirationRule(today())).not.toThrow();
    expect(() => expirationRule('2999-12-31')).not.toThrow();
    expect(() => expirationRule(undefined)).not.toThrow();
  });
});

describe('what a record stores of its input', () => {
  it('drops blank texts, so an emptied field is cleared, and keeps every other value as given', () => {
    expect(
      blankless({ notes: '', name: 'PP regrind', pieceCount: 0, palletized: false, lotNumber: null }),
    ).toEqual({
      notes: undefined,
      name: 'PP regrind',
      pieceCount: 0,
      palletized: false,
      lotNumber: null,
    });
  });
});

describe('the identifier of a have or need', () => {
  it('is the company’s short code in capitals, H for a have or N for a need, and its number', () => {
    expect(identifierOf('glp', 'have', 12)).toBe('GLP-H12');
    expect(identifierOf('GLP', 'need', 3)).toBe('GLP-N3');
  });

  it('uses PLX for a company with no short code', () => {
    expect(identifierOf(undefined, 'have', 1)).toBe('PLX-H1');
  });
});
