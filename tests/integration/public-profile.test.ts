import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PUBLIC_PROFILE_MESSAGES, type PublicCompany, type PublicContact, type PublicLocation } from '@polyloop/shared';
import { createCompany, signedInCaller, useCloudEnv, type Call, type TestCompany } from '../support/companies.js';

const cloud = inject('cloud');
beforeAll(() => useCloudEnv(cloud.env));

type Failure = { message: string; code: string };
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('0000000d4948445200000001000000010806000000', 'hex')]);
const location = { address: '100 Main St', city: 'Boise', stateProvince: 'ID', postalCode: '83702', country: 'US', latitude: 43.615, longitude: -116.2023 };
const contact = { firstName: 'Pat', lastName: 'Public', email: 'pat@profile.example' };

function upload(call: Call, bytes: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  return call<PublicCompany & Failure>('POST', '/api/admin/public-company/upload-logo', undefined, { raw: form });
}

async function firstIds(call: Call) {
  const contacts = await call<PublicContact[]>('GET', '/api/admin/public-company/contacts');
  const locations = await call<PublicLocation[]>('GET', '/api/admin/public-company/locations');
  return { contactId: contacts.body[0]!.id, locationId: locations.body[0]!.id };
}

describe('public profile', () => {
  let company: TestCompany;
  let admin: Call;
  beforeAll(async () => {
    company = await createCompany('Profile');
    admin = await signedInCaller(cloud, company.admin.email);
  });

  it('starts disabled with the onboarding contact and location; enabling needs a service', async () => {
    const profile = await admin<PublicCompany>('GET', '/api/admin/public-company');
    expect(profile.body).toMatchObject({ enabled: false, services: [], contactCount: 1, locationCount: 1, logoUrl: null, publishingPermissions: { publicOfferPermission: 'APPROVAL_REQUIRED' } });
    const noService = await admin<Failure>('PATCH', '/api/admin/public-company', { enabled: true });
    expect(noService.status).toBe(400);
    expect(noService.body.message).toBe(PUBLIC_PROFILE_MESSAGES.needsService);
    const enabled = await admin<PublicCompany>('PATCH', '/api/admin/public-company', { enabled: true, services: ['GRINDING'], about: 'We grind.' });
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ enabled: true, services: ['GRINDING'], about: 'We grind.' });
  });

  it('keeps an enabled profile\'s last contact and location, and lists locations with a total', async () => {
    const { contactId, locationId } = await firstIds(admin);
    const lastContact = await admin<Failure>('DELETE', `/api/admin/public-company/contacts/${contactId}`);
    expect(lastContact.status).toBe(409);
    const lastLocation = await admin<Failure>('DELETE', `/api/admin/public-company/locations/${locationId}`);
    expect(lastLocation.status).toBe(409);

    const added = await admin<PublicLocation>('POST', '/api/admin/public-company/locations', { ...location, name: 'Yard' });
    expect(added.status).toBe(201);
    const page = await admin<PublicLocation[]>('GET', '/api/admin/public-company/locations?page=0&size=1');
    expect(page.headers.get('x-total-count')).toBe('2');
    expect(page.body).toHaveLength(1);
    expect((await admin('GET', `/api/admin/public-company/locations/${added.body.id}`)).status).toBe(200);
    const moved = await admin<PublicLocation>('PATCH', `/api/admin/public-company/locations/${added.body.id}`, { ...location, city: 'Nampa' });
    expect(moved.body.city).toBe('Nampa');
    expect((await admin('DELETE', `/api/admin/public-company/locations/${added.body.id}`)).status).toBe(204);

    const second = await admin<PublicContact>('POST', '/api/admin/public-company/contacts', contact);
    expect(second.status).toBe(201);
    const renamed = await admin<PublicContact>('PATCH', `/api/admin/public-company/contacts/${second.body.id}`, { title: 'Sales lead' });
    expect(renamed.body.title).toBe('Sales lead');
    expect((await admin('DELETE', `/api/admin/public-company/contacts/${contactId}`)).status).toBe(204);
    expect((await admin<PublicCompany>('GET', '/api/admin/public-company')).body.contactCount).toBe(1);
  });

  it('cannot be disabled while public offers or requests are open', async () => {
    const Counters = await import('@polyloop/functions/domain/counter/counter.service');
    await Counters.add(company.tenantId, 'open-public-listings', 1);
    const refused = await admin<Failure>('PATCH', '/api/admin/public-company', { enabled: false });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PUBLIC_PROFILE_MESSAGES.openListings);
    await Counters.add(company.tenantId, 'open-public-listings', -1);
    const disabled = await admin<PublicCompany>('PATCH', '/api/admin/public-company', { enabled: false });
    expect(disabled.body.enabled).toBe(false);
  });

  it('needs a location and a contact to be enabled', async () => {
    const bare = await createCompany('Bare');
    const call = await signedInCaller(cloud, bare.admin.email);
    const { contactId, locationId } = await firstIds(call);
    expect((await call('DELETE', `/api/admin/public-company/locations/${locationId}`)).status).toBe(204);
    const noLocation = await call<Failure>('PATCH', '/api/admin/public-company', { enabled: true, services: ['BALING'] });
    expect(noLocation.body.message).toBe(PUBLIC_PROFILE_MESSAGES.needsLocation);
    await call('POST', '/api/admin/public-company/locations', location);
    expect((await call('DELETE', `/api/admin/public-company/contacts/${contactId}`)).status).toBe(204);
    const noContact = await call<Failure>('PATCH', '/api/admin/public-company', { enabled: true, services: ['BALING'] });
    expect(noContact.body.message).toBe(PUBLIC_PROFILE_MESSAGES.needsContact);
  });

  it('takes a PNG logo (served by a presigned address) and refuses other files', async () => {
    const res = await upload(admin, PNG, 'logo.png', 'image/png');
    expect(res.status).toBe(200);
    expect(res.body.logoUrl).toContain(`tenants/${company.tenantId}/public-profile/logo-`);
    const served = await fetch(res.body.logoUrl!);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const fake = await upload(admin, Buffer.from('MZ not an image'), 'logo.png', 'image/png');
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('The logo must be a PNG, JPEG, SVG or WebP image.');
    const big = await upload(admin, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'big.png', 'image/png');
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('The logo is too large: 2 MB at most.');
    const script = await upload(admin, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml');
    expect(script.status).toBe(400);

    const removed = await admin<PublicCompany>('DELETE', '/api/admin/public-company/logo');
    expect(removed.body.logoUrl).toBeNull();
  });

  it('refuses members', async () => {
    const member = await signedInCaller(cloud, company.member.email);
    expect((await member('GET', '/api/admin/public-company')).status).toBe(403);
    expect((await upload(member, PNG, 'logo.png', 'image/png')).status).toBe(403);
  });
});

describe('one company never reaches another\'s administration', () => {
  it('answers 404 for the other company\'s ids and shows only the caller\'s own data', async () => {
    const a = await createCompany('Alpha', { services: ['BALING'] });
    const b = await createCompany('Bravo');
    const callA = await signedInCaller(cloud, a.admin.email);
    const callB = await signedInCaller(cloud, b.admin.email);
    const { contactId, locationId } = await firstIds(callA);

    const byId: Array<[string, string, unknown?]> = [
      ['PATCH', `/api/admin/users/${a.member.userId}`, { firstName: 'Hijack' }],
      ['PUT', `/api/admin/users/${a.member.userId}/archive`],
      ['PUT', `/api/admin/users/${a.member.userId}/restore`],
      ['POST', `/api/admin/users/${a.member.userId}/reset-password`],
      ['PATCH', `/api/admin/public-company/contacts/${contactId}`, { title: 'Hijack' }],
      ['DELETE', `/api/admin/public-company/contacts/${contactId}`],
      ['GET', `/api/admin/public-company/locations/${locationId}`],
      ['PATCH', `/api/admin/public-company/locations/${locationId}`, location],
      ['DELETE', `/api/admin/public-company/locations/${locationId}`],
    ];
    for (const [method, path, body] of byId) {
      const res = await callB(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }

    const own: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/my-company/settings'],
      ['GET', '/api/my-company/billing'],
      ['PATCH', '/api/admin/settings', { paymentTerms: 'Net 15' }],
      ['GET', '/api/admin/integrations'],
      ['GET', '/api/admin/public-company'],
      ['GET', '/api/admin/public-company/contacts'],
      ['GET', '/api/admin/public-company/locations'],
    ];
    for (const [method, path, body] of own) {
      const res = await callB(method, path, body);
      expect(res.status, `${method} ${path}`).toBeLessThan(300);
      const text = JSON.stringify(res.body);
      for (const secret of [a.tenantId, a.name, a.admin.email, a.member.email, a.member.userId, contactId, locationId]) expect(text, `${method} ${path}`).not.toContain(secret);
    }

    // A's data is untouched.
    const aUsers = await callA<{ data: Array<{ firstName: string; archived: boolean }> }>('GET', '/api/admin/users');
    expect(aUsers.body.data.every((u) => u.firstName !== 'Hijack' && !u.archived)).toBe(true);
    expect((await callA<PublicCompany>('GET', '/api/admin/public-company')).body).toMatchObject({ enabled: true, contactCount: 1, locationCount: 1 });
  });
});
