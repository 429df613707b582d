import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import type { WeightUnit } from '@polyloop/shared/conversions';
import { readable } from '../../data/conditions.js';
import type { TxItem } from '../../data/entity.js';
import { HaveItem, NeedItem } from './listing.entity.js';
import { soldOutMoves, weightMove, type Listing } from './listing.weight.js';
import { stamp, storedListing } from './listing.fixture.js';

const fields = (unitValue: number, unit: WeightUnit) =>
  storedListing({ remainingWeight: { unitValue, unit }, orderCount: 2 });
const have = (unitValue: number, unit: WeightUnit = 'POUND'): Listing => ({
  kind: 'have',
  item: HaveItem.schema.parse(fields(unitValue, unit)),
});
const need = (unitValue: number, unit: WeightUnit = 'POUND'): Listing => ({
  kind: 'need',
  item: NeedItem.schema.parse({ ...fields(unitValue, unit), id: 'n1', identifier: 'GLP-N1' }),
});
const update = (tx: TxItem) => readable(tx.item.Update!);

describe('an order’s move of a have’s or need’s remaining weight', () => {
  it('leaves what remains less what the order takes, exactly, and counts one more order', () => {
    const { update: set, condition } = update(weightMove(have(0.3), -0.1, 1, stamp));
    expect(set).toContain('remainingWeight = {"unitValue":0.2,"unit":"POUND"}');
    expect(set).toContain('ADD orderCount 1');
    expect(condition).toContain('(remainingWeight = {"unitValue":0.3,"unit":"POUND"})');
  });

  it('is refused by DynamoDB when the remaining weight changed since it was read, so two orders never sell the same pounds', () => {
    const { condition } = update(weightMove(have(1.5, 'METRIC_TON'), -0.25, 1, stamp));
    expect(condition).toContain('(remainingWeight = {"unitValue":1.5,"unit":"METRIC_TON"})');
  });

  it('moves a need’s weight the same way, on the need', () => {
    const tx = weightMove(need(800), -300, 1, stamp);
    expect(tx.entity).toBe(NeedItem.name);
    expect(update(tx).update).toContain('remainingWeight = {"unitValue":500,"unit":"POUND"}');
  });

  it('gives the weight back and counts one order fewer when an order is deleted', () => {
    const { update: set } = update(weightMove(have(200), 300, -1, stamp));
    expect(set).toContain('remainingWeight = {"unitValue":500,"unit":"POUND"}');
    expect(set).toContain('ADD orderCount -1');
  });

  it('moves the weight alone for an auction’s hold, which is no order', () => {
    const { update: set } = update(weightMove(have(500), -100, 0, stamp));
    expect(set).toContain('remainingWeight = {"unitValue":400,"unit":"POUND"}');
    expect(set).not.toContain('orderCount');
  });
});

describe('an order taking the last of a have', () => {
  const moves = soldOutMoves(have(1000), -1000, stamp);
  const [record, ...rest] = moves;

  it('completes the have with nothing remaining and counts the order, on the weight as read', () => {
    const { update: set, condition } = update(record!);
    expect(record!.entity).toBe(HaveItem.name);
    expect(set).toContain('remainingWeight = {"unitValue":0,"unit":"POUND"}');
    expect(set).toContain('status = "COMPLETED"');
    expect(set).toContain('lane = "COMPLETED"');
    expect(set).toContain('ADD orderCount 1');
    expect(condition).toContain('(remainingWeight = {"unitValue":1000,"unit":"POUND"})');
  });

  it('moves it from the open lists’ counts to the completed ones, in the same transaction', () => {
    const counters = rest
      .filter((tx) => tx.entity === 'counter')
      .map((tx) => update(tx).update.replace(/^SET .*name = "([^"]+)".* ADD count (-?\d+)$/, '$1 $2'));
    expect(counters.sort()).toEqual(
      [
        'dash:2026-04-01:have -1',
        'have:all:OPEN:2026-04-01 -1',
        'have:t=PP:OPEN:2026-04-01 -1',
        'have:c=c1:OPEN:2026-04-01 -1',
        'have:all:COMPLETED:2026-04-01 1',
        'have:t=PP:COMPLETED:2026-04-01 1',
        'have:c=c1:COMPLETED:2026-04-01 1',
      ].sort(),
    );
  });

  it('takes it off the daily expiry sweep', () => {
    const marks = rest.filter((tx) => tx.entity === 'listing-expiry');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.item).toMatchObject({
      Delete: { Key: { pk: 'listing-expiry#day=2026-04-01', sk: 'tenantId=t1#kind=have#id=h1' } },
    });
  });
});
