import { beforeAll, describe, expect, it, inject } from 'vitest';
import { useCloudEnv, type Call } from '../support/companies.js';
import { address, crmTenant, unique, type CompanyReply } from './crm-support.js';

const cloud = inject('cloud');
const c = '/api/network/companies';
let member: Call;

beforeAll(async () => {
  useCloudEnv(cloud.env);
  member = (await crmTenant(cloud, 'Locations')).member;
});
const newCompany = async () => (await member<CompanyReply>('POST', c, { name: unique('Located') })).body.id;

describe('locations of a company', () => {
  it('makes the first location the headquarters and keeps it in step', async () => {
    const id = await newCompany();
    const first = await member<{ id: string }>('POST', `${c}/${id}/locations`, address('10 First Ave', { name: 'Plant' }));
    expect(first.status).toBe(201);
    await member('POST', `${c}/${id}/locations`, address('20 Second Ave'));
    expect((await member('GET', `${c}/${id}`)).body).toMatchObject({ locationCount: 2, headquarters: { id: first.body.id } });
    await member('PATCH', `${c}/${id}/locations/${first.body.id}`, { city: 'Evanston' });
    expect((await member('GET', `${c}/${id}`)).body).toMatchObject({ headquarters: { id: first.body.id, city: 'Evanston' } });
    expect((await member('GET', `/api/network/locations/${first.body.id}`)).body).toMatchObject({ name: 'Plant', pickupAppointment: 'NONE' });
    const picker = await member<{ id: string }[]>('GET', `/api/network/locations?companyId=${id}`);
    expect(picker.body).toHaveLength(2);
  });

  it('refuses an address not chosen from the suggestions (no coordinates)', async () => {
    const id = await newCompany();
    const { latitude: _lat, ...noPoint } = address('30 Third Ave');
    const res = await member<{ fieldErrors: Record<string, string[]> }>('POST', `${c}/${id}/locations`, noPoint);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors['body.latitude']).toEqual(['Missing primary location data. Please select a location or address from the dropdown.']);
  });

  it('allows only one remit-to address, released by unmarking or archiving', async () => {
    const id = await newCompany();
    const remit = await member<{ id: string }>('POST', `${c}/${id}/locations`, address('1 Remit Rd', { remitTo: true }));
    const second = await member<{ message: string; code: string }>('POST', `${c}/${id}/locations`, address('2 Remit Rd', { remitTo: true }));
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('This company already has a remit-to address. Unmark it first.');
    const plain = await member<{ id: string }>('POST', `${c}/${id}/locations`, address('3 Remit Rd'));
    expect((await member('PATCH', `${c}/${id}/locations/${plain.body.id}`, { remitTo: true })).status).toBe(409);
    // A PATCH of another field leaves remit-to alone.
    expect((await member('PATCH', `${c}/${id}/locations/${remit.body.id}`, { name: 'Billing' })).body).toMatchObject({ remitTo: true });
    expect((await member('PUT', `${c}/${id}/locations/${remit.body.id}/archive`)).body).toMatchObject({ archived: true, remitTo: false });
    expect((await member('PATCH', `${c}/${id}/locations/${plain.body.id}`, { remitTo: true })).body).toMatchObject({ remitTo: true });
    expect((await member('PATCH', `${c}/${id}/locations/${plain.body.id}`, { remitTo: false })).body).toMatchObject({ remitTo: false });
    expect((await member('PUT', `${c}/${id}/locations/${remit.body.id}/restore`)).body).toMatchObject({ archived: false });
  });

  it('lets exactly one of two concurrent remit-to requests win', async () => {
    const id = await newCompany();
    await member('POST', `${c}/${id}/locations`, address('0 Head Office'));
    const results = await Promise.all([1, 2, 3].map((n) => member<{ message: string }>('POST', `${c}/${id}/locations`, address(`${n} Race St`, { remitTo: true }))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const lost of results.filter((r) => r.status === 409)) expect(lost.body.message).toBe('This company already has a remit-to address. Unmark it first.');
    const all = await member<{ remitTo: boolean }[]>('GET', `${c}/${id}/locations`);
    expect(all.body.filter((l) => l.remitTo)).toHaveLength(1);
  });
});
