import { beforeAll, describe, expect, it, inject } from 'vitest';
import { GetScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { SupplyRoutes } from '@polyloop/shared';
import type { SignedInClient } from '../support/client.js';
import { useCloudEnv } from '../support/companies.js';
import { busEvents as bus } from '../support/bus.js';
import { eventually } from '../support/eventually.js';
import { crmTenant } from './crm-support.js';

const cloud = inject('cloud');
let member: SignedInClient;
let tenantId: string;
let companyId: string;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const busEvents = (type: string, settle = false) => bus(cloud.env, type, settle);

/** The morning sweep, as the standing schedule publishes it, for the morning of `at`. */
async function sweepAt(at: Date, id: string) {
  const { publish, occurrence } = await import('@polyloop/functions/lib/events');
  const { ListingSweepDue } = await import('@polyloop/functions/domain/listing/listing.events');
  await publish(occurrence(ListingSweepDue, {}, { id, occurredAt: at.toISOString() }));
}

beforeAll(async () => {
  useCloudEnv(cloud.env);
  const tenant = await crmTenant(cloud, 'Expiring');
  member = tenant.member;
  tenantId = tenant.company.tenantId;
  companyId = tenantId;
});

const create = async (expirationDate: string) =>
  (
    await member.ok(SupplyRoutes.createHave, {
      body: {
        companyId,
        materialType: 'PS',
        remainingWeight: { unitValue: 5, unit: 'METRIC_TON' },
        expirationDate,
      },
    })
  ).body;

describe('the daily sweep of haves and needs', () => {
  it('is a standing schedule of the local cloud, every morning at 06:00 UTC, publishing on the bus', async () => {
    const scheduler = new SchedulerClient({});
    const schedule = await scheduler.send(
      new GetScheduleCommand({ Name: 'listing-sweep', GroupName: 'polyloop-timers' }),
    );
    expect(schedule).toMatchObject({
      ScheduleExpression: 'cron(0 6 * * ? *)',
      State: 'ENABLED',
      Target: { EventBridgeParameters: { DetailType: 'listing.sweep-due' } },
    });
  });

  it('announces a have three days before it expires, once, however often the sweep runs', async () => {
    const have = await create(day(3));
    await sweepAt(new Date(), `sweep-now-${have.id}`);
    await sweepAt(new Date(), `sweep-now-again-${have.id}`);
    const notices = await eventually(async () => {
      const found = (await busEvents('have.expiring')).filter((e) => e.detail.data.id === have.id);
      return found.length ? found : undefined;
    });
    expect(notices[0]!.detail.data).toMatchObject({
      tenantId,
      identifier: have.identifier,
      expirationDate: day(3),
    });
    // Both runs name the same event: consumers see one notice.
    expect(new Set(notices.map((n) => n.detail.id)).size).toBe(1);
  });

  it('settles the stored status of a have whose date has passed, as the reads already show it', async () => {
    const have = await create(day(1));
    await sweepAt(new Date(Date.now() + 3 * 86_400_000), `sweep-later-${have.id}`);
    const { HaveItem } = await import('@polyloop/functions/domain/listing/listing.entity');
    const stored = await eventually(async () => {
      const item = await HaveItem.get({ tenantId, id: have.id });
      return item?.status === 'EXPIRED' ? item : undefined;
    });
    // The system did it: the history names no person.
    expect(stored.updatedBy).toBeUndefined();
  });
});
