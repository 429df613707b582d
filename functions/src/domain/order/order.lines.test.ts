import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, OrderInput } from '@polyloop/shared/orders/order';
import type { WeightUnit } from '@polyloop/shared/conversions';
import { readable } from '../../data/conditions.js';
import { Conflict, type HttpError } from '../../lib/errors.js';
import { HaveItem, NeedItem, type Listing } from '../listing/index.js';
import { stamp, storedListing } from '../listing/listing.fixture.js';
import type { LotItem } from '../inventory/index.js';
import type { OrderLine } from './order.entity.js';
import { checkListings, given, linesOf, lotMove, lotTakes, takes, totals, unique } from './order.lines.js';

const lb = (unitValue: number) => ({ unitValue, unit: 'POUND' as const });
const w = (unitValue: number, unit: WeightUnit) => ({ unitValue, unit });

const record = (id: string, companyId: string, unit: WeightUnit = 'POUND') =>
  storedListing({
    id,
    identifier: `GLP-${id.toUpperCase()}`,
    name: 'PP regrind',
    companyId,
    companyName: companyId,
    remainingWeight: { unitValue: 10_000, unit },
  });
const have = (id: string, companyId = 's1', unit: WeightUnit = 'POUND', extra = {}): Listing => ({
  kind: 'have',
  item: HaveItem.schema.parse({ ...record(id, companyId, unit), ...extra }),
});
const need = (id: string, companyId = 'r1', unit: WeightUnit = 'POUND', extra = {}): Listing => ({
  kind: 'need',
  item: NeedItem.schema.parse({ ...record(id, companyId, unit), ...extra }),
});
const listings = (...all: Listing[]) => new Map(all.map((l) => [l.item.id, l]));

const lot = (id: string, unit: WeightUnit, remaining: number) =>
  ({ tenantId: 't1', id, identifier: `GLP-L${id}`, materialType: 'PP', unit, remaining }) as LotItem;

/** A stored line, as `linesOf` makes it: only what the rule at hand reads matters. */
const line = (
  weight: { unitValue: number; unit: WeightUnit },
  extra: Partial<OrderLine> = {},
): OrderLine => ({
  id: 'l',
  materialType: 'PP',
  weight,
  milliPounds: 0,
  salesCents: 0,
  costCents: 0,
  ...extra,
});

const order = (items: Record<string, unknown>[]) =>
  OrderInput.parse({ supplyingCompanyId: 's1', receivingCompanyId: 'r1', orderDate: '2026-03-01', items });

const thrown = (fn: () => unknown): HttpError => {
  try {
    fn();
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('nothing was thrown');
};

describe('what an order line is worth', () => {
  it('works out each line in whole cents and thousandths of a pound, whatever the units of weight and price', async () => {
    const lines = await linesOf(
      't1',
      order([
        { materialType: 'PP', weight: lb(1000), sellPrice: lb(0.45), buyPrice: lb(0.38) },
        {
          materialType: 'PE',
          weight: w(2, 'METRIC_TON'),
          sellPrice: { unitValue: 500, unit: 'METRIC_TON' },
        },
        { materialType: 'PP', weight: w(500, 'KILOGRAM'), sellPrice: lb(1.1) },
      ]),
      new Map(),
      new Map(),
    );
    // 1000 lb at $0.45 and $0.38 a pound.
    expect(lines[0]).toMatchObject({ milliPounds: 1_000_000, salesCents: 45_000, costCents: 38_000 });
    // 2 t = 2000 / 0.45359237 lb = 4409.245243… lb; 2 t at $500/t = $1000; no buy price, no cost.
    expect(lines[1]).toMatchObject({ milliPounds: 4_409_245, salesCents: 100_000, costCents: 0 });
    // 500 kg = 1102.311310… lb, at $1.10/lb = $1212.542442…
    expect(lines[2]).toMatchObject({ milliPounds: 1_102_311, salesCents: 121_254, costCents: 0 });
  });

  it('rounds a line to the cent once, half away from zero: 3 lb at $0.335 is $1.01', async () => {
    const [only] = await linesOf(
      't1',
      order([{ materialType: 'PP', weight: lb(3), sellPrice: lb(0.335), buyPrice: lb(0.3349) }]),
      new Map(),
      new Map(),
    );
    expect(only).toMatchObject({ salesCents: 101, costCents: 100 });
  });

  it('names a line after its have when no description is typed, and keeps the have’s identifier', async () => {
    const [typed, blank] = await linesOf(
      't1',
      order([
        { haveId: 'h1', materialType: 'PP', weight: lb(10), description: 'Bumper regrind' },
        { haveId: 'h1', needId: 'n1', materialType: 'PP', weight: lb(10), description: '' },
      ]),
      listings(have('h1'), need('n1')),
      new Map(),
    );
    expect(typed).toMatchObject({ description: 'Bumper regrind', haveId: 'h1', haveIdentifier: 'GLP-H1' });
    expect(blank).toMatchObject({ description: 'PP regrind', needId: 'n1', needIdentifier: 'GLP-N1' });
  });

  it('refuses a lot that is not found, or that holds another material type, on the line’s lot field', async () => {
    const unknown = await linesOf(
      't1',
      order([
        { materialType: 'PP', weight: lb(1) },
        { lotId: 'x', materialType: 'PP', weight: lb(1) },
      ]),
      new Map(),
      new Map(),
    ).catch((e: HttpError) => e);
    expect(unknown).toMatchObject({
      status: 400,
      fieldErrors: { 'items.1.lotId': [ORDER_MESSAGES.lotUnknown] },
    });
    const otherType = await linesOf(
      't1',
      order([{ lotId: '7', materialType: 'PE', weight: lb(1) }]),
      new Map(),
      new Map([['7', lot('7', 'POUND', 100)]]),
    ).catch((e: HttpError) => e);
    expect(otherType).toMatchObject({
      status: 400,
      fieldErrors: { 'items.0.lotId': [ORDER_MESSAGES.lotMaterialType] },
    });
  });
});

describe('the totals of an order', () => {
  it('adds up the lines’ own cents and weights, so the total is what the lines show', () => {
    const sums = totals([
      line(lb(1), { milliPounds: 1000, salesCents: 1, costCents: 0, materialType: 'PP' }),
      line(lb(1), { milliPounds: 1000, salesCents: 1, costCents: 0, materialType: 'PE' }),
      line(lb(0.1), { milliPounds: 100, salesCents: 45_000, costCents: 38_000, materialType: 'PP' }),
    ]);
    expect(sums).toMatchObject({
      totalMilliPounds: 2100,
      salesCents: 45_002,
      costCents: 38_000,
      materialTypes: ['PP', 'PE'],
    });
  });

  it('keeps sort keys of the weight and the sales as zero-padded text, so they sort as numbers', () => {
    const sums = totals([line(lb(6511.556), { milliPounds: 6_511_556, salesCents: 266_254 })]);
    expect(sums.weightKey).toBe('000000000006511556');
    expect(sums.salesKey).toBe('000000000266254');
    expect(totals([]).salesKey < sums.salesKey).toBe(true);
  });
});

describe('what an order takes from haves, needs and lots', () => {
  it('takes the sum of every line on one have, exactly: 0.1 lb and 0.2 lb are 0.3 lb', () => {
    const taken = takes(
      [line(lb(0.1), { haveId: 'h1' }), line(lb(0.2), { haveId: 'h1' }), line(lb(300), { haveId: 'h2' })],
      listings(have('h1'), have('h2')),
    );
    expect(taken).toEqual(
      new Map([
        ['h1', 0.3],
        ['h2', 300],
      ]),
    );
  });

  it('takes from each record in the record’s own unit, from a have and a need on the same line alike', () => {
    const taken = takes(
      [
        line(w(1000, 'KILOGRAM'), { haveId: 'h1', needId: 'n1' }),
        // 500 lb = 226.796185 kg = 0.226796185 t.
        line(lb(500), { haveId: 'h1' }),
      ],
      listings(have('h1', 's1', 'METRIC_TON'), need('n1', 'r1', 'SHORT_TON')),
    );
    expect(taken.get('h1')).toBe(1.226796185);
    // 1000 kg = 1000 / 907.18474 short tons = 1.1023113109… ST, to the ninth decimal.
    expect(taken.get('n1')).toBe(1.102311311);
  });

  it('takes nothing for lines of no have or need', () => {
    expect(takes([line(lb(10))], new Map()).size).toBe(0);
  });

  it('takes from each lot in the lot’s unit, and leaves out lines of a lot no longer there', () => {
    const lots = new Map([['7', lot('7', 'KILOGRAM', 500)]]);
    const taken = lotTakes(
      [
        line(lb(100), { lotId: '7' }),
        line(w(50, 'KILOGRAM'), { lotId: '7' }),
        line(lb(5), { lotId: 'gone' }),
      ],
      lots,
    );
    // 100 lb = 45.359237 kg.
    expect(taken).toEqual(new Map([['7', 95.359237]]));
  });

  it('draws on a lot only while that much remains, checked by DynamoDB in the write; gives it back unconditionally', () => {
    const drawn = readable(lotMove(lot('7', 'KILOGRAM', 500), -95.359237, stamp).item.Update!);
    expect(drawn.update).toContain('ADD remaining -95.359237, version 1');
    expect(drawn.condition).toContain('(remaining >= 95.359237)');
    const returned = readable(lotMove(lot('7', 'KILOGRAM', 500), 95.359237, stamp).item.Update!);
    expect(returned.update).toContain('ADD remaining 95.359237, version 1');
    expect(returned.condition).not.toContain('remaining');
  });
});

describe('the haves and needs an order may take from', () => {
  it('accepts the supplier’s open have and the receiver’s open need', () => {
    expect(() =>
      checkListings(
        order([{ haveId: 'h1', needId: 'n1', materialType: 'PP', weight: lb(1) }]),
        listings(have('h1', 's1'), need('n1', 'r1')),
      ),
    ).not.toThrow();
  });

  it('refuses a have that is not the supplier’s, on the line’s have field', () => {
    const error = thrown(() =>
      checkListings(order([{ haveId: 'h1', materialType: 'PP', weight: lb(1) }]), listings(have('h1', 'r1'))),
    );
    expect(error).toMatchObject({
      status: 400,
      fieldErrors: { 'items.0.haveId': [ORDER_MESSAGES.haveOfSupplier] },
    });
  });

  it('refuses a need that is not the receiver’s, on the line’s need field', () => {
    const error = thrown(() =>
      checkListings(
        order([
          { materialType: 'PP', weight: lb(1) },
          { needId: 'n1', materialType: 'PP', weight: lb(1) },
        ]),
        listings(need('n1', 's1')),
      ),
    );
    expect(error).toMatchObject({
      status: 400,
      fieldErrors: { 'items.1.needId': [ORDER_MESSAGES.needOfReceiver] },
    });
  });

  it('refuses a have or need that was not found', () => {
    const error = thrown(() =>
      checkListings(order([{ needId: 'n9', materialType: 'PP', weight: lb(1) }]), new Map()),
    );
    expect(error.fieldErrors).toEqual({ 'items.0.needId': [ORDER_MESSAGES.listingUnknown] });
  });

  it('refuses an archived or closed record with a conflict naming it', () => {
    for (const closed of [
      have('h1', 's1', 'POUND', { archived: true }),
      have('h1', 's1', 'POUND', { lane: 'COMPLETED' }),
    ]) {
      const error = thrown(() =>
        checkListings(order([{ haveId: 'h1', materialType: 'PP', weight: lb(1) }]), listings(closed)),
      );
      expect(error).toBeInstanceOf(Conflict);
      expect(error).toMatchObject({
        status: 409,
        code: 'LISTING_CLOSED',
        message: ORDER_MESSAGES.listingClosed,
        details: { identifier: 'GLP-H1' },
      });
    }
  });
});

describe('the text and ids of an order', () => {
  it('stores no blank text', () => {
    expect(given('')).toBeUndefined();
    expect(given(undefined)).toBeUndefined();
    expect(given('PO-7')).toBe('PO-7');
  });

  it('names each have, need or lot once, however many lines it is on', () => {
    expect(unique(['h1', undefined, 'h2', 'h1', ''])).toEqual(['h1', 'h2']);
  });
});
