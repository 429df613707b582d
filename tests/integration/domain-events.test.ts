import { beforeAll, describe, expect, it, inject } from 'vitest';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { CrmRoutes } from '@polyloop/shared';
import { signedInClient, type SignedInClient } from '../support/client.js';
import { createCompany, mailsTo, useCloudEnv, type TestCompany } from '../support/companies.js';
import { busEvents as bus, eventWhere as whereOnBus } from '../support/bus.js';
import { eventually } from '../support/eventually.js';

const cloud = inject('cloud');
let company: TestCompany;
let member: SignedInClient;

const busEvents = (type: string, settle = false) => bus(cloud.env, type, settle);
const eventWhere = (type: string, match: (data: Record<string, unknown>) => boolean) =>
  whereOnBus(cloud.env, type, match);

beforeAll(async () => {
  useCloudEnv(cloud.env);
  company = await createCompany('Eventful');
  member = await signedInClient(cloud, company.member.email);
});

describe('domain events', () => {
  it('are published for what a request changed, typed and versioned, once the write committed', async () => {
    const made = await member.ok(CrmRoutes.createCompany, {
      body: { name: 'Evented Resins', confirmDuplicate: true },
    });
    expect(made.status).toBe(201);
    const created = await eventWhere('company.created', (d) => d.companyId === made.body.id);
    expect(created.detail).toMatchObject({
      version: 1,
      data: {
        tenantId: company.tenantId,
        name: 'Evented Resins',
        own: false,
        actorId: company.member.userId,
      },
    });
    await member.ok(CrmRoutes.updateCompany, {
      params: { id: made.body.id },
      body: { about: 'Buys regrind' },
    });
    const changed = await eventWhere('company.changed', (d) => d.companyId === made.body.id);
    expect(changed.detail.data.fields).toEqual(['about']);
  });

  it('tell a mentioned colleague once, even when the mention event arrives again', async () => {
    const body = `Please call them @[Admin](${company.admin.userId})`;
    const posted = await member.ok(CrmRoutes.createMyCompanyComment, { body: { body } });
    expect(posted.status).toBe(201);
    const mention = await eventWhere('comment.mentioned', (d) => d.commentId === posted.body.id);
    expect(mention.detail.data).toMatchObject({
      userIds: [company.admin.userId],
      recordId: company.tenantId,
    });
    const told = () =>
      mailsTo(cloud.baseUrl, company.admin.email).then((mails) =>
        mails.filter((m) => m.subject.includes('mentioned you')),
      );
    const notice = await eventually(async () => (await told())[0]);
    expect(notice.to).toEqual([company.admin.email]);

    // The same event again (a stream retry, a replay): the consumer has handled its id already.
    await new EventBridgeClient({}).send(
      new PutEventsCommand({
        Entries: [
          {
            EventBusName: cloud.env.EVENT_BUS_NAME,
            Source: 'polyloop',
            DetailType: 'comment.mentioned',
            Detail: JSON.stringify(mention.detail),
          },
        ],
      }),
    );
    await eventually(async () =>
      (await busEvents('comment.mentioned')).filter((e) => e.detail.id === mention.detail.id).length === 2
        ? true
        : undefined,
    );
    // Once the consumers of both deliveries finished: one notice e-mail was asked for, one sent.
    // (Other tests on this cloud put raw e-mail events on the bus, without the product's envelope.)
    const asked = (await busEvents('email.requested', true)).filter(
      (e) =>
        ((e.detail.data?.to ?? []) as string[]).includes(company.admin.email) &&
        String(e.detail.data?.subject).includes('mentioned you'),
    );
    expect(asked).toHaveLength(1);
    expect(await told()).toHaveLength(1);
  });
});
