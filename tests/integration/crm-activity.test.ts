import { beforeAll, describe, expect, it, inject } from 'vitest';
import { CrmRoutes } from '@polyloop/shared';
import type { SignedInClient } from '../support/client.js';
import { mailsTo, useCloudEnv, type TestCompany } from '../support/companies.js';
import { eventually } from '../support/eventually.js';
import { crmTenant, unique } from './crm-support.js';

const cloud = inject('cloud');
let admin: SignedInClient;
let member: SignedInClient;
let outsider: SignedInClient;
let company: TestCompany;
let rival: TestCompany;
let id: string;
const mentionsOf = async (email: string) =>
  (await mailsTo(cloud.baseUrl, email)).filter((m) => m.subject.includes('mentioned you'));

beforeAll(async () => {
  useCloudEnv(cloud.env);
  const t = await crmTenant(cloud, 'Activity');
  ({ admin, member, company } = t);
  const r = await crmTenant(cloud, 'Outside');
  outsider = r.member;
  rival = r.company;
  id = (await member.ok(CrmRoutes.createCompany, { body: { name: unique('Talkative Co') } })).body.id;
});

describe('touchpoints', () => {
  it('lists latest first, size=1 gives the latest, and the company keeps its date', async () => {
    for (const [date, notes] of [
      ['2026-01-05T10:00:00Z', 'First call'],
      ['2026-03-01T09:00:00-05:00', 'Visit'],
      ['2026-02-01T10:00:00Z', 'E-mail'],
    ] as const) {
      expect(
        (await member(CrmRoutes.createTouchpoint, { params: { id }, body: { date, notes } })).status,
      ).toBe(201);
    }
    const all = await member.ok(CrmRoutes.listTouchpoints, { params: { id } });
    expect(all.body.map((t) => t.notes)).toEqual(['Visit', 'E-mail', 'First call']);
    expect(all.total).toBe(3);
    const latest = await member.ok(CrmRoutes.listTouchpoints, { params: { id }, query: { size: 1 } });
    expect(latest.body.map((t) => t.notes)).toEqual(['Visit']);
    expect((await member.ok(CrmRoutes.getCompany, { params: { id } })).body.lastTouchpoint).toBe(
      '2026-03-01T14:00:00.000Z',
    );
  });

  it('changes and removes a touchpoint', async () => {
    const made = await member.ok(CrmRoutes.createTouchpoint, {
      params: { id },
      body: { date: '2025-12-01T00:00:00Z', notes: 'Old' },
    });
    const params = { id, touchpointId: made.body.id };
    const changed = await member.ok(CrmRoutes.updateTouchpoint, { params, body: { notes: 'Older' } });
    expect(changed.body.notes).toBe('Older');
    expect((await member(CrmRoutes.deleteTouchpoint, { params })).status).toBe(204);
    expect((await member(CrmRoutes.deleteTouchpoint, { params })).status).toBe(404);
  });
});

describe('comments and mentions', () => {
  it('keeps mentions of active colleagues, e-mails them, and renders others as plain text', async () => {
    const body = `Please call them @[Admin Activity](${company.admin.userId}) — not you @[Stranger](${rival.member.userId})`;
    const made = await member.ok(CrmRoutes.createCompanyComment, { params: { id }, body: { body } });
    expect(made.status).toBe(201);
    expect(made.body.mentions).toEqual([company.admin.userId]);
    expect(made.body.body).toBe(
      `Please call them @[Admin Activity](${company.admin.userId}) — not you @Stranger`,
    );
    const told = await eventually(async () => (await mentionsOf(company.admin.email))[0]);
    expect(told.text).toContain('Please call them @Admin Activity');
    expect(await mentionsOf(rival.member.email)).toEqual([]);
  });

  it('lets only the author edit or delete a comment', async () => {
    const made = await member.ok(CrmRoutes.createCompanyComment, { params: { id }, body: { body: 'Mine' } });
    const params = { id, commentId: made.body.id };
    expect((await admin(CrmRoutes.updateCompanyComment, { params, body: { body: 'Hijacked' } })).status).toBe(
      403,
    );
    expect((await admin(CrmRoutes.deleteCompanyComment, { params })).status).toBe(403);
    expect(
      (await outsider(CrmRoutes.updateCompanyComment, { params, body: { body: 'Hijacked' } })).status,
    ).toBe(404);
    const edited = await member.ok(CrmRoutes.updateCompanyComment, {
      params,
      body: { body: 'Mine, edited' },
    });
    expect(edited.body).toMatchObject({ body: 'Mine, edited', editedDate: expect.any(String) });
    expect((await member(CrmRoutes.deleteCompanyComment, { params })).status).toBe(204);
    const list = await member.ok(CrmRoutes.listCompanyComments, { params: { id } });
    expect(list.body.map((c) => c.id)).not.toContain(made.body.id);
  });

  it('merges touchpoints and comments latest first in the activity feed', async () => {
    const feed = await member.ok(CrmRoutes.companyActivity, { params: { id }, query: { size: 50 } });
    expect(feed.body.map((a) => a.kind)).toEqual(expect.arrayContaining(['comment', 'touchpoint']));
    const times = feed.body.map((a) => a.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(feed.total).toBe(feed.body.length);
  });
});
