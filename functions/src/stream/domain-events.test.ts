import '../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import type { ItemChange } from '../data/changes.js';
import { envelopeOf } from '../lib/events.js';
import { projections } from './projections.js';
import type { Occurrence } from '../lib/events.js';
import { entityOf } from '../data/changes.js';

/** The domain events the stream's projections publish for one change. */
const eventsOf = async (change: ItemChange) =>
  (
    await Promise.all(
      projections
        .filter((p) => p.name.endsWith('.events') && p.entity === entityOf(change))
        .map((p) => p.derive(change)),
    )
  ).flat() as Occurrence[];

const at = '2026-03-01T10:00:00.000Z';
/** An item as the stream shows it: its attributes, its keys and its entity marker. */
const stored = (entity: string, item: Record<string, unknown>) => ({
  ...item,
  pk: `${entity}#x`,
  sk: 'y',
  __entity: entity,
});
const change = (
  kind: ItemChange['kind'],
  entity: string,
  before?: Record<string, unknown>,
  after?: Record<string, unknown>,
): ItemChange => ({
  id: `rec-${kind}`,
  kind,
  before: before && stored(entity, before),
  after: after && stored(entity, after),
  at,
});
/** The events a change means, as name and data. */
const told = async (c: ItemChange) =>
  (await eventsOf(c)).map((o) => ({ name: o.event.name, data: envelopeOf(o).data }));

const company = {
  tenantId: 't1',
  companyId: 'c1',
  name: 'Acme Plastics',
  nameKey: 'acme plastics',
  status: 'ACTIVE',
  own: false,
  createdDate: at,
  updatedDate: at,
  contactCount: 0,
  updatedBy: 'u1',
  updatedByName: 'Ann Admin',
};

describe('domain events from the table stream', () => {
  it('tell a company added, changed (naming the fields), archived and restored, with who did it', async () => {
    expect(await told(change('INSERT', 'company', undefined, company))).toEqual([
      {
        name: 'company.created',
        data: { tenantId: 't1', companyId: 'c1', name: 'Acme Plastics', own: false, actorId: 'u1' },
      },
    ]);
    const renamed = { ...company, name: 'Acme Polymers', nameKey: 'acme polymers', updatedBy: 'u2' };
    expect(await told(change('MODIFY', 'company', company, renamed))).toEqual([
      {
        name: 'company.changed',
        data: expect.objectContaining({ name: 'Acme Polymers', fields: ['name'], actorId: 'u2' }),
      },
    ]);
    expect(
      (await told(change('MODIFY', 'company', company, { ...company, status: 'ARCHIVED' }))).map(
        (e) => e.name,
      ),
    ).toEqual(['company.archived']);
    expect(
      (await told(change('MODIFY', 'company', { ...company, status: 'ARCHIVED' }, company))).map(
        (e) => e.name,
      ),
    ).toEqual(['company.restored']);
  });

  it('stay silent about writes nobody sees: counters, stamps', async () => {
    expect(await told(change('MODIFY', 'company', company, { ...company, contactCount: 3 }))).toEqual([]);
    expect(
      await told(
        change('MODIFY', 'company', company, {
          ...company,
          deletedBy: 'u1',
          deletedByName: 'Ann',
          deletedDate: at,
        }),
      ),
    ).toEqual([]);
  });

  it('tell a comment posted with the colleagues it mentions (never its author), and on an edit only the newly mentioned', async () => {
    const comment = {
      tenantId: 't1',
      recordId: 'c1',
      commentId: 'm1',
      body: 'hi @[Bo](u2) @[Ann](u1)',
      mentions: ['u2', 'u1'],
      authorId: 'u1',
      authorName: 'Ann Admin',
      createdDate: at,
      editedDate: null,
    };
    const ref = { tenantId: 't1', recordId: 'c1', recordType: 'company', commentId: 'm1', authorId: 'u1' };
    expect(await told(change('INSERT', 'comment', undefined, comment))).toEqual([
      { name: 'comment.posted', data: ref },
      {
        name: 'comment.mentioned',
        data: { ...ref, authorName: 'Ann Admin', body: comment.body, userIds: ['u2'] },
      },
    ]);
    const edited = {
      ...comment,
      body: `${comment.body} @[Cy](u3)`,
      mentions: ['u2', 'u1', 'u3'],
      editedDate: at,
    };
    expect(await told(change('MODIFY', 'comment', comment, edited))).toEqual([
      { name: 'comment.edited', data: ref },
      { name: 'comment.mentioned', data: expect.objectContaining({ userIds: ['u3'] }) },
    ]);
    expect((await told(change('REMOVE', 'comment', comment))).map((e) => e.name)).toEqual([
      'comment.deleted',
    ]);
  });

  it('tell a person signed up, joined a company at onboarding, and was archived', async () => {
    const person = {
      userId: 'u9',
      email: 'dee@acme.example',
      firstName: 'Dee',
      lastName: 'Lane',
      sortName: 'dee lane',
      authorities: ['ROLE_USER'],
      functionalRoles: [],
      archived: false,
      createdAt: at,
    };
    expect((await told(change('INSERT', 'user', undefined, person))).map((e) => e.name)).toEqual([
      'user.created',
    ]);
    const joined = { ...person, tenantId: 't1', authorities: ['ROLE_USER_ADMIN', 'ROLE_USER'] };
    expect((await told(change('MODIFY', 'user', person, joined))).map((e) => e.name)).toEqual([
      'user.joined',
      'user.changed',
    ]);
    expect(
      (await told(change('MODIFY', 'user', joined, { ...joined, archived: true }))).map((e) => e.name),
    ).toEqual(['user.archived']);
  });

  it('tell a company onboarded once, when its record first carries the onboarding time', async () => {
    const tenant = {
      tenantId: 't1',
      name: 'Acme',
      shortCode: 'ACM',
      createdAt: at,
      createdBy: 'u9',
      intents: ['CORE_SUITE'],
      materials: [],
      defaultTaxRate: null,
      paymentTerms: null,
      publishing: {
        publicRequestPermission: 'NOT_PERMITTED',
        publicOfferPermission: 'NOT_PERMITTED',
        privateAuctionPermission: 'NOT_PERMITTED',
        reverseAuctionPermission: 'NOT_PERMITTED',
      },
    };
    const onboarded = { ...tenant, onboardedAt: at };
    expect(await told(change('INSERT', 'tenant', undefined, onboarded))).toEqual([
      {
        name: 'tenant.onboarded',
        data: { tenantId: 't1', name: 'Acme', shortCode: 'ACM', intents: ['CORE_SUITE'], userId: 'u9' },
      },
    ]);
    expect(await told(change('MODIFY', 'tenant', onboarded, { ...onboarded, name: 'Acme Inc' }))).toEqual([]);
  });

  it('tell an access request decided once, when a pending request becomes approved or declined', async () => {
    const pending = {
      tenantId: 't1',
      kind: 'PUBLIC_OFFER',
      requestId: 'r1',
      userId: 'u1',
      status: 'PENDING',
      createdDate: at,
    };
    const approved = {
      ...pending,
      status: 'APPROVED',
      decidedAt: at,
      decidedBy: 'ops1',
      note: 'Welcome aboard',
    };
    expect(await told(change('MODIFY', 'access-request', pending, approved))).toEqual([
      {
        name: 'access-request.decided',
        data: {
          tenantId: 't1',
          kind: 'PUBLIC_OFFER',
          requestId: 'r1',
          status: 'APPROVED',
          userId: 'u1',
          decidedBy: 'ops1',
          note: 'Welcome aboard',
        },
      },
    ]);
    const declined = { ...pending, status: 'DECLINED', decidedAt: at, decidedBy: 'ops1' };
    expect(await told(change('MODIFY', 'access-request', pending, declined))).toEqual([
      { name: 'access-request.decided', data: expect.objectContaining({ status: 'DECLINED', note: null }) },
    ]);
    // Asking, the platform e-mail's stamp, and asking again after a decision tell nobody.
    expect(await told(change('INSERT', 'access-request', undefined, pending))).toEqual([]);
    expect(await told(change('MODIFY', 'access-request', pending, { ...pending, notifiedAt: at }))).toEqual(
      [],
    );
    expect(await told(change('MODIFY', 'access-request', declined, { ...pending, requestId: 'r2' }))).toEqual(
      [],
    );
  });

  it('give the same ids to the events of a stream record delivered twice', async () => {
    const ids = async () =>
      (await eventsOf(change('INSERT', 'company', undefined, company))).map((o) => o.id);
    expect(await ids()).toEqual(await ids());
    expect((await ids())[0]).toBe('rec-INSERT#company.created');
  });
});
