import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import * as z from 'zod';
import { CrmRoutes } from '@polyloop/shared';
import type { SortKeyRange } from '@polyloop/functions/data/entity';
import { signedInClient } from '../support/client.js';
import { createCompany, useCloudEnv } from '../support/companies.js';

const cloud = inject('cloud');
type Entity = Awaited<ReturnType<typeof defineWidget>>;
let Widget: Entity;
let InvalidCursor: typeof import('@polyloop/functions/data/errors').InvalidCursor;
let ConditionFailed: typeof import('@polyloop/functions/data/errors').ConditionFailed;
const tenantId = `entity-layer-${randomUUID()}`;

/** An entity of this test only, in the real table: a name index, a dated index and a sparse owner index. */
async function defineWidget() {
  const { defineEntity } = await import('@polyloop/functions/data/entity');
  return defineEntity({
    name: 'test-widget',
    schema: z.object({
      tenantId: z.string(),
      widgetId: z.string(),
      status: z.enum(['ACTIVE', 'ARCHIVED']),
      name: z.string(),
      madeOn: z.string(),
      ownerId: z.string().optional(),
      count: z.number().int().default(0),
    }),
    indexes: {
      byId: { pk: ['tenantId'], sk: ['widgetId'] },
      byName: { index: 'gsi1', pk: ['tenantId', 'status'], sk: ['name', 'widgetId'] },
      byDay: { index: 'gsi2', pk: ['tenantId'], sk: ['madeOn', 'widgetId'] },
      byOwner: { index: 'gsi3', pk: ['ownerId'], sk: ['widgetId'] },
    },
  });
}

const widgets = [
  { widgetId: 'w1', name: 'bale', madeOn: '2026-03-01T08:00:00.000Z' },
  { widgetId: 'w2', name: 'bag', madeOn: '2026-03-01T17:30:00.000Z' },
  { widgetId: 'w3', name: 'barrel', madeOn: '2026-03-02T09:00:00.000Z' },
  { widgetId: 'w4', name: 'box', madeOn: '2026-03-03T09:00:00.000Z' },
  { widgetId: 'w5', name: 'crate', madeOn: '2026-03-05T09:00:00.000Z' },
];
const ids = (items: { widgetId: string }[]) => items.map((w) => w.widgetId);

beforeAll(async () => {
  useCloudEnv(cloud.env);
  Widget = await defineWidget();
  ({ InvalidCursor, ConditionFailed } = await import('@polyloop/functions/data/errors'));
  for (const w of widgets) await Widget.create({ tenantId, status: 'ACTIVE', ...w });
});

describe('the entity layer against DynamoDB', () => {
  it('reads a prefix of a partial sort-key composite, in either order', async () => {
    const { items } = await Widget.query(
      'byName',
      { tenantId, status: 'ACTIVE' },
      { range: { beginsWith: { name: 'ba' } } },
    );
    expect(items.map((w) => w.name)).toEqual(['bag', 'bale', 'barrel']);
    const desc = await Widget.query(
      'byName',
      { tenantId, status: 'ACTIVE' },
      { range: { beginsWith: { name: 'ba' } }, order: 'desc' },
    );
    expect(desc.items.map((w) => w.name)).toEqual(['barrel', 'bale', 'bag']);
  });

  it('reads ranges of dates inside timestamps: between whole days, after and before a day', async () => {
    const between = await Widget.queryAll(
      'byDay',
      { tenantId },
      { range: { between: [{ madeOn: '2026-03-01' }, { madeOn: '2026-03-02' }] } },
    );
    expect(ids(between)).toEqual(['w1', 'w2', 'w3']);
    const byDay = async (range: SortKeyRange<{ madeOn: string }>) =>
      ids(await Widget.queryAll('byDay', { tenantId }, { range }));
    expect(await byDay({ gt: { madeOn: '2026-03-02' } })).toEqual(['w4', 'w5']);
    expect(await byDay({ ge: { madeOn: '2026-03-02' } })).toEqual(['w3', 'w4', 'w5']);
    expect(await byDay({ lt: { madeOn: '2026-03-02' } })).toEqual(['w1', 'w2']);
    expect(await byDay({ le: { madeOn: '2026-03-02' } })).toEqual(['w1', 'w2', 'w3']);
  });

  it('counts what a query matches without reading the items', async () => {
    expect(
      await Widget.count('byName', { tenantId, status: 'ACTIVE' }, { range: { beginsWith: { name: 'b' } } }),
    ).toBe(4);
  });

  it('pages with cursors that only continue the list they came from', async () => {
    const first = await Widget.query('byName', { tenantId, status: 'ACTIVE' }, { limit: 2 });
    const second = await Widget.query(
      'byName',
      { tenantId, status: 'ACTIVE' },
      { limit: 2, cursor: first.cursor },
    );
    expect([...ids(first.items), ...ids(second.items)]).toEqual(['w2', 'w1', 'w3', 'w4']);
    // The same cursor on another index, another partition or outside the range is refused, never followed.
    await expect(Widget.query('byDay', { tenantId }, { cursor: first.cursor })).rejects.toBeInstanceOf(
      InvalidCursor,
    );
    await expect(
      Widget.query('byName', { tenantId: 'someone-else', status: 'ACTIVE' }, { cursor: first.cursor }),
    ).rejects.toBeInstanceOf(InvalidCursor);
    await expect(
      Widget.query(
        'byName',
        { tenantId, status: 'ACTIVE' },
        { cursor: first.cursor, range: { beginsWith: { name: 'c' } } },
      ),
    ).rejects.toBeInstanceOf(InvalidCursor);
  });

  it('moves an item between index partitions when an update changes a composite, reading what it needs', async () => {
    await Widget.update({ tenantId, widgetId: 'w5' }, { status: 'ARCHIVED' });
    expect(ids(await Widget.queryAll('byName', { tenantId, status: 'ARCHIVED' }))).toEqual(['w5']);
    expect(ids(await Widget.queryAll('byName', { tenantId, status: 'ACTIVE' }))).not.toContain('w5');
  });

  it('keeps a sparse index to the items that have its composites', async () => {
    await Widget.update({ tenantId, widgetId: 'w4' }, { ownerId: `owner-${tenantId}` });
    expect(ids(await Widget.queryAll('byOwner', { ownerId: `owner-${tenantId}` }))).toEqual(['w4']);
    await Widget.update({ tenantId, widgetId: 'w4' }, {}, { remove: ['ownerId'], add: { count: 1 } });
    expect(await Widget.queryAll('byOwner', { ownerId: `owner-${tenantId}` })).toEqual([]);
  });

  it('refuses a write whose typed condition fails, and leaves the item as it was', async () => {
    await expect(
      Widget.update({ tenantId, widgetId: 'w1' }, { name: 'stolen' }, { condition: (w) => w.gt('count', 5) }),
    ).rejects.toBeInstanceOf(ConditionFailed);
    expect((await Widget.get({ tenantId, widgetId: 'w1' }))?.name).toBe('bale');
  });

  it('answers a forged page cursor on the API with a 400, never another list or a 500', async () => {
    const company = await createCompany('Cursor');
    const member = await signedInClient(cloud, company.member.email);
    const forged = Buffer.from(
      JSON.stringify({ i: 'table', k: { pk: 'history#tenantId=other#rootId=x', sk: 'at=2026' } }),
    ).toString('base64url');
    for (const cursor of [forged, 'not-a-cursor', '%%%']) {
      const res = await member(CrmRoutes.companyHistory, {
        params: { id: company.tenantId },
        query: { cursor },
      });
      expect(res.status, cursor).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_REQUEST', message: 'The page cursor is not valid.' });
    }
  });
});
