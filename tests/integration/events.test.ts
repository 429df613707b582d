import { beforeAll, describe, expect, it, inject } from 'vitest';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { createCompany, useCloudEnv } from '../support/companies.js';
import { eventually } from '../support/eventually.js';

const cloud = inject('cloud');
beforeAll(() => useCloudEnv(cloud.env));

describe('the bus and the table stream', () => {
  it('routes an e-mail request on the bus to SES, which locally lands in the outbox page', async () => {
    const subject = `Your weekly network report ${Date.now()}`;
    await new EventBridgeClient({}).send(
      new PutEventsCommand({
        Entries: [{ EventBusName: cloud.env.EVENT_BUS_NAME, Source: 'polyloop', DetailType: 'email.requested', Detail: JSON.stringify({ to: ['buyer@test.polyloop.example'], subject, text: 'Three new offers match your needs.' }) }],
      }),
    );
    const page = await eventually(async () => {
      const html = await (await fetch(`${cloud.baseUrl}/_local/outbox`)).text();
      return html.includes(subject) ? html : undefined;
    });
    expect(page).toContain('buyer@test.polyloop.example');
  });

  it('keeps per-company user counts from the table stream', async () => {
    const company = await createCompany('Counted');
    const Counters = await import('@polyloop/functions/domain/counter/counter.service');
    const count = await eventually(async () => {
      const n = await Counters.read(company.tenantId, 'user');
      return n === 2 ? n : undefined;
    });
    expect(count).toBe(2);
  });
});
