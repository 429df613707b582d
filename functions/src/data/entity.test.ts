import '../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { defineEntity } from './entity.js';
import { decodeCursor, encodeCursor, type CursorScope } from './cursor.js';
import { InvalidCursor } from './errors.js';
import { readable } from './conditions.js';

/** A test entity with a sparse secondary index and a sort key of two composites. */
const Widget = defineEntity({
  name: 'widget',
  schema: z.object({
    tenantId: z.string(),
    widgetId: z.string(),
    status: z.enum(['ACTIVE', 'ARCHIVED']),
    name: z.string(),
    ownerId: z.string().optional(),
    count: z.number().int().default(0),
    updatedDate: z.string(),
  }),
  indexes: {
    byId: { pk: ['tenantId'], sk: ['widgetId'] },
    byName: { index: 'gsi1', pk: ['tenantId', 'status'], sk: ['name', 'widgetId'] },
    byOwner: { index: 'gsi2', pk: ['ownerId'], sk: ['updatedDate'] },
  },
});
type Widget = z.infer<typeof Widget.schema>;
const current: Widget = {
  tenantId: 't1',
  widgetId: 'w1',
  status: 'ACTIVE',
  name: 'bale',
  ownerId: 'u1',
  count: 3,
  updatedDate: '2026-01-01T00:00:00.000Z',
};

/** The UpdateItem request a transaction piece would send. */
const updateOf = (...args: Parameters<typeof Widget.tx.update>) => Widget.tx.update(...args).item.Update!;
describe('keys', () => {
  it('are built from composite attributes only, prefixed by the entity, separators escaped inside values', () => {
    expect(Widget.keys({ ...current, name: 'a#widgetId=x 100%' })).toEqual({
      pk: 'widget#tenantId=t1',
      sk: 'widgetId=w1',
      gsi1pk: 'widget#tenantId=t1#status=ACTIVE',
      gsi1sk: 'name=a%23widgetId=x 100%25#widgetId=w1',
      gsi2pk: 'widget#ownerId=u1',
      gsi2sk: 'updatedDate=2026-01-01T00:00:00.000Z',
    });
  });

  it('leave a secondary index out when its composites are missing (sparse index)', () => {
    const { ownerId: _owner, ...unowned } = current;
    expect(Object.keys(Widget.keys(unowned))).toEqual(['pk', 'sk', 'gsi1pk', 'gsi1sk']);
  });
});

describe('updates', () => {
  it('rewrite the keys of every index a change touches, taking the other composites from the item as read and pinning them', () => {
    const request = updateOf(
      { tenantId: 't1', widgetId: 'w1' },
      { status: 'ARCHIVED', updatedDate: '2026-02-02' },
      { current },
    );
    const { update, condition } = readable(request);
    expect(update).toContain('gsi1pk = "widget#tenantId=t1#status=ARCHIVED"');
    expect(update).toContain('gsi1sk = "name=bale#widgetId=w1"');
    expect(update).toContain('gsi2pk = "widget#ownerId=u1"');
    expect(update).toContain('gsi2sk = "updatedDate=2026-02-02"');
    // The name and owner the keys were built from must still be what is stored.
    expect(condition).toBe('(attribute_exists(pk)) AND (name = "bale") AND (ownerId = "u1")');
  });

  it('drop an index when a composite is removed, as a sparse index expects', () => {
    const { update } = readable(
      updateOf({ tenantId: 't1', widgetId: 'w1' }, { updatedDate: '2026-02-02' }, { remove: ['ownerId'] }),
    );
    expect(update).toMatch(/^SET updatedDate = "2026-02-02" REMOVE ownerId, gsi2pk, gsi2sk$/);
  });

  it('refuse to guess a composite a transaction piece was not given', () => {
    expect(() => updateOf({ tenantId: 't1', widgetId: 'w1' }, { status: 'ARCHIVED' })).toThrow(
      /pass the item as read/,
    );
  });

  it('never let two parts of a request share a placeholder, however many conditions are joined', () => {
    const request = updateOf(
      { tenantId: 't1', widgetId: 'w1' },
      { name: 'x', count: 1 },
      {
        add: { count: 2 },
        current,
        condition: (w) =>
          w.and(
            w.eq('name', 'bale'),
            w.or(w.missing('ownerId'), w.lt('count', w.attr('count'))),
            w.gt(w.size('name'), 0),
          ),
      },
    );
    const values = Object.keys(request.ExpressionAttributeValues ?? {});
    expect(new Set(values).size).toBe(values.length);
    expect(readable(request).condition).toBe(
      '(attribute_exists(pk)) AND ((name = "bale") AND ((attribute_not_exists(ownerId)) OR (count < count)) AND (size(name) > 0)) AND (status = "ACTIVE")',
    );
  });

  it('take equality of attributes as the short form of a condition', () => {
    const { condition } = readable(
      updateOf(
        { tenantId: 't1', widgetId: 'w1' },
        { count: 4 },
        { condition: { updatedDate: current.updatedDate, status: 'ACTIVE' } },
      ),
    );
    expect(condition).toBe(
      '(attribute_exists(pk)) AND ((updatedDate = "2026-01-01T00:00:00.000Z") AND (status = "ACTIVE"))',
    );
  });

  it('validate changes with the schema without filling in defaults of attributes left alone', () => {
    expect(
      readable(updateOf({ tenantId: 't1', widgetId: 'w1' }, { name: 'new' }, { current })).update,
    ).not.toContain('count');
    expect(() => updateOf({ tenantId: 't1', widgetId: 'w1' }, { count: 1.5 })).toThrow();
  });
});

describe('cursors', () => {
  const scope: CursorScope = {
    index: 'gsi1',
    keyFields: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
    partition: { field: 'gsi1pk', value: 'widget#tenantId=t1#status=ACTIVE' },
    sortKey: { field: 'gsi1sk', accepts: (v) => v.startsWith('name=b') },
  };
  const key = {
    pk: 'widget#tenantId=t1',
    sk: 'widgetId=w1',
    gsi1pk: 'widget#tenantId=t1#status=ACTIVE',
    gsi1sk: 'name=bale#widgetId=w1',
  };

  it('round-trip opaquely for the list they came from', () => {
    expect(decodeCursor(encodeCursor('gsi1', key), scope)).toEqual(key);
  });

  it('refuse a cursor that is not one, comes from another index or partition, or leaves the sort-key range', () => {
    const refused = (cursor: string) => {
      expect(() => decodeCursor(cursor, scope)).toThrow(InvalidCursor);
    };
    refused('not-a-cursor');
    refused(Buffer.from('{"i":"gsi1"}').toString('base64url'));
    refused(encodeCursor('gsi2', key)!);
    refused(encodeCursor('gsi1', { ...key, gsi1pk: 'widget#tenantId=t2#status=ACTIVE' })!);
    refused(encodeCursor('gsi1', { ...key, gsi1sk: 'name=zeta#widgetId=w1' })!);
    refused(encodeCursor('gsi1', { ...key, extra: 'x' })!);
    refused(encodeCursor('gsi1', { ...key, sk: 7 })!);
  });
});
