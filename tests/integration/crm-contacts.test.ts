import { beforeAll, describe, expect, it, inject } from 'vitest';
import { useCloudEnv, type Call } from '../support/companies.js';
import { crmTenant, unique, type CompanyReply } from './crm-support.js';

const cloud = inject('cloud');
const c = '/api/network/companies';
let member: Call;
let companyId: string;

beforeAll(async () => {
  useCloudEnv(cloud.env);
  member = (await crmTenant(cloud, 'Contacts')).member;
  companyId = (await member<CompanyReply>('POST', c, { name: unique('Contact Holder') })).body.id;
});

describe('contacts of a company', () => {
  it('adds a contact with phones as 10 digits and an optional extension, and keeps the company count', async () => {
    const res = await member<{ id: string }>('POST', `${c}/${companyId}/contacts`, { firstName: 'Eve', lastName: 'Ng', email: 'Eve@Buyer.example', mobilePhone: '3125550101', officePhone: '3125550102;ext=7', type: 'PURCHASING', relationshipTemperature: 'HOT' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'eve@buyer.example', officePhone: '3125550102;ext=7', archived: false, companyId });
    expect((await member('GET', `/api/network/contacts/${res.body.id}`)).body).toMatchObject({ firstName: 'Eve' });
    expect((await member('GET', `${c}/${companyId}`)).body).toMatchObject({ contactCount: 1 });
  });

  it('refuses phones that are not 10 digits', async () => {
    for (const phone of ['312555010', '(312) 555-0101', '3125550101 ext 7']) {
      const res = await member<{ fieldErrors: Record<string, string[]> }>('POST', `${c}/${companyId}/contacts`, { firstName: 'Bad', mobilePhone: phone });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors['body.mobilePhone']).toEqual(['Phone must be 10 digits, with an optional extension']);
    }
  });

  it('keeps e-mail addresses unique within the company, also when changed', async () => {
    const taken = await member<{ message: string }>('POST', `${c}/${companyId}/contacts`, { firstName: 'Eve2', email: 'eve@buyer.example' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('A contact with this e-mail already exists for this company.');
    const other = await member<{ id: string }>('POST', `${c}/${companyId}/contacts`, { firstName: 'Fay', email: 'fay@buyer.example' });
    expect((await member('PATCH', `${c}/${companyId}/contacts/${other.body.id}`, { email: 'eve@buyer.example' })).status).toBe(409);
    const moved = await member('PATCH', `${c}/${companyId}/contacts/${other.body.id}`, { email: 'fay2@buyer.example', title: 'Buyer' });
    expect(moved.body).toMatchObject({ email: 'fay2@buyer.example', title: 'Buyer', firstName: 'Fay' });
    // The old address is free again.
    expect((await member('POST', `${c}/${companyId}/contacts`, { firstName: 'Gus', email: 'fay@buyer.example' })).status).toBe(201);
  });

  it('archives and restores, listing archived contacts apart', async () => {
    const made = await member<{ id: string }>('POST', `${c}/${companyId}/contacts`, { firstName: 'Hal' });
    const before = (await member<CompanyReply>('GET', `${c}/${companyId}`)).body.contactCount as number;
    expect((await member('PUT', `${c}/${companyId}/contacts/${made.body.id}/archive`)).body).toMatchObject({ archived: true });
    expect((await member('GET', `${c}/${companyId}`)).body).toMatchObject({ contactCount: before - 1 });
    const archived = await member<{ id: string }[]>('GET', `${c}/${companyId}/contacts?archived=true`);
    expect(archived.body.map((x) => x.id)).toEqual([made.body.id]);
    expect(archived.headers.get('x-total-count')).toBe('1');
    expect((await member<{ id: string }[]>('GET', `${c}/${companyId}/contacts`)).body.map((x) => x.id)).not.toContain(made.body.id);
    expect((await member('PUT', `${c}/${companyId}/contacts/${made.body.id}/restore`)).body).toMatchObject({ archived: false });
    expect((await member('GET', `${c}/${companyId}`)).body).toMatchObject({ contactCount: before });
  });
});
