import { beforeAll, describe, expect, it, inject } from 'vitest';
import { mailsTo, useCloudEnv, type Call, type TestCompany } from '../support/companies.js';
import { eventually } from '../support/eventually.js';
import { crmTenant, unique } from './crm-support.js';

const cloud = inject('cloud');
let admin: Call;
let member: Call;
let outsider: Call;
let company: TestCompany;
let rival: TestCompany;
let companyId: string;
interface Touch { id: string; date: string; notes: string }
interface CommentReply { id: string; body: string; mentions: string[]; authorName: string }

beforeAll(async () => {
  useCloudEnv(cloud.env);
  const t = await crmTenant(cloud, 'Activity');
  ({ admin, member, company } = t);
  const r = await crmTenant(cloud, 'Outside');
  outsider = r.member;
  rival = r.company;
  companyId = (await member<{ id: string }>('POST', '/api/network/companies', { name: unique('Talkative Co') })).body.id;
});

describe('touchpoints', () => {
  it('lists latest first, size=1 gives the latest, and the company keeps its date', async () => {
    for (const [date, notes] of [['2026-01-05T10:00:00Z', 'First call'], ['2026-03-01T09:00:00-05:00', 'Visit'], ['2026-02-01T10:00:00Z', 'E-mail']]) {
      expect((await member('POST', `/api/network/companies/${companyId}/touchpoints`, { date, notes })).status).toBe(201);
    }
    const all = await member<Touch[]>('GET', `/api/network/companies/${companyId}/touchpoints`);
    expect(all.body.map((t) => t.notes)).toEqual(['Visit', 'E-mail', 'First call']);
    expect(all.headers.get('x-total-count')).toBe('3');
    const latest = await member<Touch[]>('GET', `/api/network/companies/${companyId}/touchpoints?size=1`);
    expect(latest.body.map((t) => t.notes)).toEqual(['Visit']);
    expect((await member<{ lastTouchpoint: string }>('GET', `/api/network/companies/${companyId}`)).body.lastTouchpoint).toBe('2026-03-01T14:00:00.000Z');
  });

  it('changes and removes a touchpoint', async () => {
    const made = await member<Touch>('POST', `/api/network/companies/${companyId}/touchpoints`, { date: '2025-12-01T00:00:00Z', notes: 'Old' });
    const changed = await member<Touch>('PATCH', `/api/network/companies/${companyId}/touchpoints/${made.body.id}`, { notes: 'Older' });
    expect(changed.body.notes).toBe('Older');
    expect((await member('DELETE', `/api/network/companies/${companyId}/touchpoints/${made.body.id}`)).status).toBe(204);
    expect((await member('DELETE', `/api/network/companies/${companyId}/touchpoints/${made.body.id}`)).status).toBe(404);
  });

  it('answers 404 to another company', async () => {
    expect((await outsider('GET', `/api/network/companies/${companyId}/touchpoints`)).status).toBe(404);
    expect((await outsider('POST', `/api/network/companies/${companyId}/touchpoints`, { date: '2026-01-01T00:00:00Z', notes: 'x' })).status).toBe(404);
  });
});

describe('comments and mentions', () => {
  it('keeps mentions of active colleagues, e-mails them, and renders others as plain text', async () => {
    const body = `Please call them @[Admin Activity](${company.admin.userId}) — not you @[Stranger](${rival.member.userId})`;
    const made = await member<CommentReply>('POST', `/api/network/companies/${companyId}/comments`, { body });
    expect(made.status).toBe(201);
    expect(made.body.mentions).toEqual([company.admin.userId]);
    expect(made.body.body).toBe(`Please call them @[Admin Activity](${company.admin.userId}) — not you @Stranger`);
    await eventually(async () => ((await mailsTo(cloud.baseUrl, company.admin.email)).some((m) => m.subject.includes('mentioned you')) ? true : undefined));
    expect((await mailsTo(cloud.baseUrl, rival.member.email)).some((m) => m.subject.includes('mentioned you'))).toBe(false);
  });

  it('lets only the author edit or delete a comment', async () => {
    const made = await member<CommentReply>('POST', `/api/network/companies/${companyId}/comments`, { body: 'Mine' });
    const path = `/api/network/companies/${companyId}/comments/${made.body.id}`;
    expect((await admin('PATCH', path, { body: 'Hijacked' })).status).toBe(403);
    expect((await admin('DELETE', path)).status).toBe(403);
    expect((await outsider('PATCH', path, { body: 'Hijacked' })).status).toBe(404);
    const edited = await member<CommentReply & { editedDate: string | null }>('PATCH', path, { body: 'Mine, edited' });
    expect(edited.body).toMatchObject({ body: 'Mine, edited', editedDate: expect.any(String) });
    expect((await member('DELETE', path)).status).toBe(204);
    const list = await member<CommentReply[]>('GET', `/api/network/companies/${companyId}/comments`);
    expect(list.body.map((c) => c.id)).not.toContain(made.body.id);
  });

  it('merges touchpoints and comments latest first in the activity feed', async () => {
    const feed = await member<Array<{ kind: string; at: string }>>('GET', `/api/network/companies/${companyId}/activity?size=50`);
    expect(feed.body.map((a) => a.kind)).toEqual(expect.arrayContaining(['comment', 'touchpoint']));
    const times = feed.body.map((a) => a.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(Number(feed.headers.get('x-total-count'))).toBe(feed.body.length);
  });
});
