import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CrmRoutes, OrderRoutes } from '@polyloop/shared';
import { CORE_CATEGORIES } from '@polyloop/shared/search/search';
import { randomUUID } from 'node:crypto';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { ItemChange } from '@polyloop/functions/data/changes';
import { batchWrite } from '@polyloop/functions/data/entity';
import { Counter } from '@polyloop/functions/domain/counter/counter.entity';
import { Contact } from '@polyloop/functions/domain/contact/contact.entity';
import { HistoryItem } from '@polyloop/functions/domain/history/history.entity';
import { OrderRef, OrderRefCount } from '@polyloop/functions/domain/order/order-ref.entity';
import { SearchToken } from '@polyloop/functions/domain/search/search.entity';
import {
  defineProjection,
  project,
  ProjectionsFailed,
  tableWrites,
  type Projection,
} from '@polyloop/functions/lib/projection';
import { projections } from '@polyloop/functions/stream/projections';
import { rebuild } from '../../scripts/rebuild.js';
import { redrive } from '../../scripts/redrive/redrive.js';
import { localDeadLetters } from '../../scripts/redrive/local-dead-letters.js';
import { dataPaths } from '../../infra/local/src/config.js';
import { deadLetterQueue } from '../../infra/local/src/dead-letters.js';
import { order, setUpOrders, type OrdersWorld } from './orders-support.js';

/**
 * The table stream's projections on their own: rebuilt from the table after their items are
 * lost, equal to what the stream made; a change replayed or re-driven changes nothing twice; one
 * projection failing leaves the others' work done.
 */

const cloud = inject('cloud');
let world: OrdersWorld;
let companyId: string;

const settle = async () => {
  const answer = await fetch(`http://127.0.0.1:${cloud.ports.aws}/_local/stream?state=settled`, {
    method: 'POST',
  });
  expect(answer.ok).toBe(true);
};

/** What the tenant's search index holds: every index item of its scope, by key and content. */
async function searchIndexOf(tenantId: string) {
  const items = [];
  for (const category of CORE_CATEGORIES)
    items.push(...(await SearchToken.queryAll('byToken', { scope: tenantId, category })));
  return items.map((i) => JSON.stringify(i)).sort();
}

/** The tenant's list counters and order volume rollups. */
async function countersOf(tenantId: string) {
  const all = await Counter.queryAll('byName', { tenantId });
  return all
    .filter((c) => /^(contact|location|user)(:archived)?$/.test(c.name) || c.name.includes(':v:'))
    .map((c) => `${c.name}=${c.count}`)
    .sort();
}

/** The tenant's orders as its Orders tabs find them: the reference items and totals of each ref. */
async function referencesOf(tenantId: string) {
  const refs = [
    `company:${world.supplierId}`,
    `company:${world.receiverId}`,
    'status:OPEN',
    `material:${world.materialId}`,
  ];
  return Promise.all(
    refs.map(async (ref) => ({
      ref,
      items: (await OrderRef.queryAll('byRef', { tenantId, ref })).map((r) => `${r.updatedDate} ${r.id}`),
      count: (await OrderRefCount.get({ tenantId, ref }))?.count ?? 0,
    })),
  );
}

beforeAll(async () => {
  world = await setUpOrders(cloud);
  const company = await world.member.ok(CrmRoutes.createCompany, {
    body: {
      name: 'Projection Plastics',
      contacts: [
        { firstName: 'Rae', lastName: 'Rebuild', email: 'rae@projection.example' },
        { firstName: 'Sam', lastName: 'Stream', email: 'sam@projection.example' },
      ],
    },
  });
  companyId = company.body.id;
  for (const n of [1, 2])
    await world.member.ok(OrderRoutes.createOrder, { body: order({ orderDate: `2026-0${n}-15` }) });
  await settle();
});

describe('projections', () => {
  it('rebuild the search index, the list counters, the order rollups and references, once lost, to what the stream made', async () => {
    const { tenantId } = world;
    const index = await searchIndexOf(tenantId);
    const counters = await countersOf(tenantId);
    const references = await referencesOf(tenantId);
    expect(references.map((r) => [r.ref, r.items.length, r.count])).toEqual(
      references.map((r) => [r.ref, 2, 2]),
    );
    expect(index.some((i) => i.includes('projection'))).toBe(true);
    expect(counters.filter((c) => c.includes(':v:')).length).toBeGreaterThan(0);
    expect(counters.some((c) => /^contact=[1-9]/.test(c))).toBe(true);

    // Lost: every index item of the tenant and every counter the projections keep.
    const tokens = [];
    for (const category of CORE_CATEGORIES)
      tokens.push(...(await SearchToken.queryAll('byToken', { scope: tenantId, category })));
    await batchWrite(
      [],
      tokens.map((t) =>
        SearchToken.batchDelete({ scope: t.scope, category: t.category, token: t.token, id: t.id }),
      ),
    );
    for (const c of await Counter.queryAll('byName', { tenantId }))
      if (counters.some((kept) => kept.startsWith(`${c.name}=`)))
        await Counter.delete({ tenantId, name: c.name });
    for (const { ref, items } of references) {
      for (const item of items) {
        const [updatedDate, id] = item.split(' ');
        await OrderRef.delete({ tenantId, ref, updatedDate: updatedDate!, id: id! });
      }
      await OrderRefCount.delete({ tenantId, ref });
    }
    expect(await searchIndexOf(tenantId)).toEqual([]);
    expect(await countersOf(tenantId)).toEqual([]);
    expect((await referencesOf(tenantId)).map((r) => r.count + r.items.length)).toEqual([0, 0, 0, 0]);

    const report = await rebuild(['search', 'count', 'volume', 'references'], { tenantId, segments: 2 });
    expect(report.find((r) => r.projection === 'contact.search')?.items).toBeGreaterThanOrEqual(2);
    expect(await searchIndexOf(tenantId)).toEqual(index);
    expect(await countersOf(tenantId)).toEqual(counters);
    expect(await referencesOf(tenantId), 'first rebuild').toEqual(references);

    // Rebuilding again changes nothing: the counters are cleared before they are counted again.
    await rebuild(['count', 'volume', 'references'], { tenantId });
    expect(await countersOf(tenantId)).toEqual(counters);
    expect(await referencesOf(tenantId), 'second rebuild').toEqual(references);
  });

  it('refuse to rebuild what tells changes rather than state, and names they do not have', async () => {
    await expect(rebuild(['company.history'])).rejects.toThrow(/what changed, not what is/);
    await expect(rebuild(['nothing.here'])).rejects.toThrow(/No projection is named "nothing.here"/);
  });

  it('change nothing twice when a record is replayed, and keep the work of the others when one fails', async () => {
    const { tenantId } = world;
    const [stored] = await Contact.queryAll('byCompany', { tenantId, companyId });
    expect(stored).toBeDefined();
    const change: ItemChange = {
      id: `replay-${Date.now()}`,
      kind: 'INSERT',
      after: { ...(stored as Record<string, unknown>), __entity: 'contact' },
      at: new Date().toISOString(),
    };
    const counted = () => Counter.get({ tenantId, name: 'contact' }).then((c) => c?.count);
    const before = await counted();
    let failing = true;
    const flaky: Projection = defineProjection({
      name: 'contact.flaky',
      entity: 'contact',
      consumer: 'events',
      derive: () => {
        if (failing) throw new Error('index unavailable');
        return [];
      },
      write: tableWrites,
    });
    const mine = [
      flaky,
      ...projections.filter((p) => p.name === 'contact.count' || p.name === 'contact.history'),
    ];

    const first = await project(mine, change).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(ProjectionsFailed);
    expect((first as ProjectionsFailed).failed).toEqual(['contact.flaky']);
    // The others did their part although one failed…
    expect(await counted()).toBe((before ?? 0) + 1);
    // …and the record's retry, once the failing one recovers, does not do it again.
    failing = false;
    await project(mine, change);
    await project(mine, change);
    expect(await counted()).toBe((before ?? 0) + 1);
    const feed = await HistoryItem.queryAll('byRoot', { tenantId, rootId: companyId });
    expect(feed.filter((e) => e.historyId === change.id)).toHaveLength(1);
  });

  it('are redriven from the dead-letter queues to the functions that failed on them; what still fails is kept', async () => {
    const { tenantId } = world;
    const dir = dataPaths(cloud.dataDir).deadLetters;
    const created = await world.member.ok(CrmRoutes.createCompanyContact, {
      params: { id: companyId },
      body: {
        firstName: 'Dee',
        lastName: 'Letter',
        email: `dee.${randomUUID().slice(0, 6)}@projection.example`,
      },
    });
    await settle();
    const indexed = async () =>
      (await SearchToken.queryAll('byToken', { scope: tenantId, category: 'contacts' })).filter(
        (t) => t.id === created.body.id,
      );
    const before = await indexed();
    expect(before.length).toBeGreaterThan(0);
    // The read model lost the contact (its consumer failed on it every time, and gave it up).
    await batchWrite(
      [],
      before.map((t) =>
        SearchToken.batchDelete({ scope: t.scope, category: t.category, token: t.token, id: t.id }),
      ),
    );
    const [stored] = (await Contact.queryAll('byCompany', { tenantId, companyId })).filter(
      (c) => c.contactId === created.body.id,
    );
    const image = Contact.tx.put(stored!).item.Put!.Item as Record<string, unknown>;
    deadLetterQueue(dir, 'table-read-models').put([
      {
        eventID: `dlq-${randomUUID()}`,
        eventName: 'INSERT',
        eventSource: 'aws:dynamodb',
        awsRegion: 'us-east-1',
        eventSourceARN: 'local',
        dynamodb: {
          ApproximateCreationDateTime: Math.floor(Date.now() / 1000),
          NewImage: marshall(image, { removeUndefinedValues: true }),
          SequenceNumber: '1',
        },
      },
    ]);
    // An event for a consumer the product no longer has: it can only fail, and must stay.
    const stale = deadLetterQueue<unknown>(dir, 'events').put({
      target: 'retired-consumer',
      event: { id: randomUUID(), 'detail-type': 'contact.created', detail: {} },
    });

    const reports = await redrive(localDeadLetters(dir), ['table-read-models', 'events'], { pauseMs: 1 });
    expect(reports).toEqual([
      { queue: 'table-read-models', redriven: 1, failed: [] },
      {
        queue: 'events',
        redriven: 0,
        failed: [expect.objectContaining({ error: 'No consumer is named "retired-consumer"' })],
      },
    ]);
    expect((await indexed()).map((t) => t.token).sort()).toEqual(before.map((t) => t.token).sort());
    expect(deadLetterQueue(dir, 'table-read-models').list()).toEqual([]);
    expect(
      deadLetterQueue(dir, 'events')
        .list()
        .map((m) => m.id),
    ).toContain(stale.id);
    deadLetterQueue(dir, 'events').remove(stale.id);
  });
});
