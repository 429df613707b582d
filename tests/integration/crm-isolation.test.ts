import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { mailsTo, signedInCaller, useCloudEnv, TEST_PASSWORD, type Call, type TestCompany } from '../support/companies.js';
import { eventually } from '../support/eventually.js';
import { address, crmTenant, unique, type CompanyReply } from './crm-support.js';

const cloud = inject('cloud');
const c = '/api/network/companies';
let a: { company: TestCompany; member: Call };
let b: Call;
const ids = { company: '', contact: '', location: '', profile: '' };

beforeAll(async () => {
  useCloudEnv(cloud.env);
  a = await crmTenant(cloud, 'Owner');
  b = (await crmTenant(cloud, 'Intruder')).member;
  const made = await a.member<CompanyReply>('POST', c, {
    name: unique('Secret Supplier'),
    locations: [address('9 Hidden Ln', { remitTo: true })],
    contacts: [{ firstName: 'Private', email: 'private@secret.example' }],
    buyProfiles: [{ materialType: 'PE' }],
  });
  ids.company = made.body.id;
  ids.contact = (await a.member<{ id: string }[]>('GET', `${c}/${ids.company}/contacts`)).body[0]!.id;
  ids.location = (await a.member<{ id: string }[]>('GET', `${c}/${ids.company}/locations`)).body[0]!.id;
  ids.profile = (await a.member<{ id: string }[]>('GET', `${c}/${ids.company}/buy-profiles`)).body[0]!.id;
});

describe('one company cannot reach another company\'s CRM', () => {
  it('answers 404 on every route of a company, contact, location and buy profile of another tenant', async () => {
    const { company, contact, location, profile } = ids;
    const calls: [string, string, unknown?][] = [
      ['GET', `${c}/${company}`],
      ['PATCH', `${c}/${company}`, { about: 'mine now' }],
      ['PUT', `${c}/${company}/archive`],
      ['PUT', `${c}/${company}/restore`],
      ['GET', `${c}/${company}/representatives`],
      ['GET', `${c}/${company}/contacts`],
      ['POST', `${c}/${company}/contacts`, { firstName: 'Spy' }],
      ['PATCH', `${c}/${company}/contacts/${contact}`, { firstName: 'Spy' }],
      ['PUT', `${c}/${company}/contacts/${contact}/archive`],
      ['PUT', `${c}/${company}/contacts/${contact}/restore`],
      ['GET', `/api/network/contacts/${contact}`],
      ['GET', `${c}/${company}/locations`],
      ['POST', `${c}/${company}/locations`, address('1 Spy St')],
      ['PATCH', `${c}/${company}/locations/${location}`, { remitTo: false }],
      ['PUT', `${c}/${company}/locations/${location}/archive`],
      ['PUT', `${c}/${company}/locations/${location}/restore`],
      ['GET', `/api/network/locations/${location}`],
      ['GET', `${c}/${company}/buy-profiles`],
      ['POST', `${c}/${company}/buy-profiles`, { materialType: 'PP' }],
      ['PATCH', `${c}/${company}/buy-profiles/${profile}`, { notes: 'x' }],
      ['DELETE', `${c}/${company}/buy-profiles/${profile}`],
      ['GET', `${c}/${a.company.tenantId}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await b(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Secret');
    }
  });

  it('never lists, offers or exports another tenant\'s companies or locations', async () => {
    const lists = [`${c}?size=100`, `${c}?q=secret`, `${c}/options`, `${c}/active-buyers`, '/api/network/locations', `/api/network/locations?companyId=${ids.company}`];
    for (const path of lists) {
      const res = await b('GET', path);
      expect(res.status, path).toBe(200);
      expect(JSON.stringify(res.body), path).not.toContain('Secret');
      expect(JSON.stringify(res.body), path).not.toContain(ids.location);
    }
    const today = new Date().toISOString().slice(0, 10);
    expect(JSON.stringify((await b('GET', `${c}/export?format=csv&from=${today}&to=${today}`)).body)).not.toContain('Secret');
    // A's data is untouched by B's attempts.
    expect((await a.member('GET', `${c}/${ids.company}`)).body).toMatchObject({ archived: false, about: null, contactCount: 1, locationCount: 1 });
  });

  it('refuses a signed-in user whose company is not onboarded yet (403)', async () => {
    const email = `lonely.${randomUUID().slice(0, 8)}@test.polyloop.example`;
    const signUp = await fetch(`${cloud.baseUrl}/api/auth/sign-up`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: TEST_PASSWORD, firstName: 'Lone', lastName: 'User' }) });
    expect(signUp.status).toBe(201);
    const code = await eventually(async () => (await mailsTo(cloud.baseUrl, email)).map((m) => /\b(\d{6})\b/.exec(`${m.subject} ${m.text ?? ''}`)?.[1]).find(Boolean));
    const verify = await fetch(`${cloud.baseUrl}/api/auth/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, code }) });
    expect(verify.status).toBeLessThan(300);
    const lonely = await signedInCaller(cloud, email);
    expect((await lonely('GET', c)).status).toBe(403);
    expect((await lonely('POST', c, { name: 'Nobody' })).status).toBe(403);
    expect((await lonely('GET', `${c}/${ids.company}`)).status).toBe(403);
  });
});
