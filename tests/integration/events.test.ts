import { beforeAll, describe, expect, it, inject } from 'vitest';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { AdminRoutes, CrmRoutes } from '@polyloop/shared';
import { signedInClient } from '../support/client.js';
import { createCompany, useCloudEnv } from '../support/companies.js';
import { eventually } from '../support/eventually.js';

const cloud = inject('cloud');
beforeAll(() => useCloudEnv(cloud.env));

describe('the bus and the table stream', () => {
  it('routes an e-mail request on the bus to SES, which locally lands in the outbox page', async () => {
    const subject = `Your weekly network report ${Date.now()}`;
    await new EventBridgeClient({}).send(
      new PutEventsCommand({
        Entries: [
          {
            EventBusName: cloud.env.EVENT_BUS_NAME,
            Source: 'polyloop',
            DetailType: 'email.requested',
            Detail: JSON.stringify({
              to: ['buyer@test.polyloop.example'],
              subject,
              text: 'Three new offers match your needs.',
            }),
          },
        ],
      }),
    );
    const page = await eventually(async () => {
      const html = await (await fetch(`${cloud.baseUrl}/_local/outbox`)).text();
      return html.includes(subject) ? html : undefined;
    });
    expect(page).toContain('buyer@test.polyloop.example');
  });

  it('keeps per-company user counts from the table stream, as the dashboard shows them', async () => {
    const company = await createCompany('Counted');
    const admin = await signedInClient(cloud, company.admin.email);
    /** Waits until the count moved past `done`; the assertion then says whether it moved by exactly one per user. */
    const usersOnceMoved = (done: (n: number) => boolean) =>
      eventually(async () => {
        const n = (await admin.ok(CrmRoutes.myCompanyDashboard)).body.counts.users ?? 0;
        return done(n) ? n : undefined;
      });
    expect(await usersOnceMoved((n) => n >= 2)).toBe(2);
    await admin.ok(AdminRoutes.archiveUser, { params: { id: company.member.userId } });
    expect(await usersOnceMoved((n) => n < 2)).toBe(1);
  });
});
