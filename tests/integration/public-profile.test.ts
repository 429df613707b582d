import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminRoutes, PUBLIC_PROFILE_MESSAGES, type RouteRequest } from '@polyloop/shared';
import { FILE_MESSAGES } from '@polyloop/shared/crm/files';
import { EICAR } from '@polyloop/functions/adapters/scanner/eicar';
import { multipart, signedInClient, type Client, type SignedInClient } from '../support/client.js';
import { createCompany, useCloudEnv, type TestCompany } from '../support/companies.js';

const cloud = inject('cloud');
beforeAll(() => useCloudEnv(cloud.env));

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000b49444154789c6360000200000500017a5eab3f0000000049454e44ae426082',
  'hex',
);
const location: RouteRequest<typeof AdminRoutes.createPublicLocation>['body'] = {
  address: '100 Main St',
  city: 'Boise',
  stateProvince: 'ID',
  postalCode: '83702',
  country: 'US',
  latitude: 43.615,
  longitude: -116.2023,
};
const contact: RouteRequest<typeof AdminRoutes.createPublicContact>['body'] = {
  firstName: 'Pat',
  lastName: 'Public',
  email: 'pat@profile.example',
};

const logo = (bytes: Buffer, filename: string, type: string) => ({
  form: multipart([[filename, bytes, type]], { field: 'file' }),
});
const upload = (client: Client, bytes: Buffer, filename: string, type: string) =>
  client(AdminRoutes.uploadPublicLogo, logo(bytes, filename, type));

async function firstIds(client: Client) {
  const contacts = await client.ok(AdminRoutes.listPublicContacts);
  const locations = await client.ok(AdminRoutes.listPublicLocations);
  return { contactId: contacts.body[0]!.id, locationId: locations.body[0]!.id };
}

describe('public profile', () => {
  let company: TestCompany;
  let admin: SignedInClient;
  beforeAll(async () => {
    company = await createCompany('Profile');
    admin = await signedInClient(cloud, company.admin.email);
  });

  it('starts disabled with the onboarding contact and location; enabling needs a service', async () => {
    const profile = await admin.ok(AdminRoutes.getPublicCompany);
    expect(profile.body).toMatchObject({
      enabled: false,
      services: [],
      contactCount: 1,
      locationCount: 1,
      logoUrl: null,
      publishingPermissions: { publicOfferPermission: 'APPROVAL_REQUIRED' },
    });
    const noService = await admin.refused(AdminRoutes.updatePublicCompany, { body: { enabled: true } });
    expect(noService.status).toBe(400);
    expect(noService.body.message).toBe(PUBLIC_PROFILE_MESSAGES.needsService);
    const enabled = await admin.ok(AdminRoutes.updatePublicCompany, {
      body: { enabled: true, services: ['GRINDING'], about: 'We grind.' },
    });
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ enabled: true, services: ['GRINDING'], about: 'We grind.' });
  });

  it("keeps an enabled profile's last contact and location, and lists locations with a total", async () => {
    const { contactId, locationId } = await firstIds(admin);
    expect((await admin(AdminRoutes.deletePublicContact, { params: { id: contactId } })).status).toBe(409);
    expect((await admin(AdminRoutes.deletePublicLocation, { params: { id: locationId } })).status).toBe(409);

    const added = await admin.ok(AdminRoutes.createPublicLocation, { body: { ...location, name: 'Yard' } });
    expect(added.status).toBe(201);
    const page = await admin.ok(AdminRoutes.listPublicLocations, { query: { page: 0, size: 1 } });
    expect(page.total).toBe(2);
    expect(page.body).toHaveLength(1);
    const params = { id: added.body.id };
    expect((await admin(AdminRoutes.getPublicLocation, { params })).status).toBe(200);
    const moved = await admin.ok(AdminRoutes.updatePublicLocation, {
      params,
      body: { ...location, city: 'Nampa' },
    });
    expect(moved.body.city).toBe('Nampa');
    expect((await admin(AdminRoutes.deletePublicLocation, { params })).status).toBe(204);

    const second = await admin.ok(AdminRoutes.createPublicContact, { body: contact });
    expect(second.status).toBe(201);
    const renamed = await admin.ok(AdminRoutes.updatePublicContact, {
      params: { id: second.body.id },
      body: { title: 'Sales lead' },
    });
    expect(renamed.body.title).toBe('Sales lead');
    expect((await admin(AdminRoutes.deletePublicContact, { params: { id: contactId } })).status).toBe(204);
    expect((await admin.ok(AdminRoutes.getPublicCompany)).body.contactCount).toBe(1);
  });

  it('needs a location and a contact to be enabled', async () => {
    const bare = await createCompany('Bare');
    const bareAdmin = await signedInClient(cloud, bare.admin.email);
    const { contactId, locationId } = await firstIds(bareAdmin);
    const enable = () =>
      bareAdmin.refused(AdminRoutes.updatePublicCompany, { body: { enabled: true, services: ['BALING'] } });
    expect((await bareAdmin(AdminRoutes.deletePublicLocation, { params: { id: locationId } })).status).toBe(
      204,
    );
    expect((await enable()).body.message).toBe(PUBLIC_PROFILE_MESSAGES.needsLocation);
    await bareAdmin.ok(AdminRoutes.createPublicLocation, { body: location });
    expect((await bareAdmin(AdminRoutes.deletePublicContact, { params: { id: contactId } })).status).toBe(
      204,
    );
    expect((await enable()).body.message).toBe(PUBLIC_PROFILE_MESSAGES.needsContact);
  });

  it('takes a PNG logo (served by a presigned address) and refuses other files', async () => {
    const res = await admin.ok(AdminRoutes.uploadPublicLogo, logo(PNG, 'logo.png', 'image/png'));
    expect(res.status).toBe(200);
    // Every company sees this address: its key names no company, only a random id.
    expect(new URL(res.body.logoUrl!).pathname).toMatch(/\/logos\/[0-9a-f-]{36}$/);
    expect(res.body.logoUrl).not.toContain(company.tenantId);
    const served = await fetch(res.body.logoUrl!);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    expect(await upload(admin, Buffer.from('MZ not an image'), 'logo.png', 'image/png')).toMatchObject({
      status: 400,
      body: { message: 'The logo must be a PNG, JPEG, SVG or WebP image.' },
    });
    expect(
      await upload(admin, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'big.png', 'image/png'),
    ).toMatchObject({ status: 400, body: { message: 'The logo is too large: 2 MB at most.' } });
    const script = await upload(
      admin,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    );
    expect(script.status).toBe(400);

    const removed = await admin.ok(AdminRoutes.deletePublicLogo);
    expect(removed.body.logoUrl).toBeNull();
  });

  it('refuses a logo the malware scanner flags, and keeps serving the one before', async () => {
    const before = (await admin.ok(AdminRoutes.uploadPublicLogo, logo(PNG, 'logo.png', 'image/png'))).body
      .logoUrl!;
    const infected = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><desc>${EICAR}</desc></svg>`,
    );
    expect(await upload(admin, infected, 'logo.svg', 'image/svg+xml')).toMatchObject({
      status: 422,
      body: { message: FILE_MESSAGES.virus },
    });
    const after = (await admin.ok(AdminRoutes.getPublicCompany)).body.logoUrl!;
    expect(new URL(after).pathname).toBe(new URL(before).pathname);
    const served = await fetch(after);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses members', async () => {
    const member = await signedInClient(cloud, company.member.email);
    expect((await member(AdminRoutes.getPublicCompany)).status).toBe(403);
    expect((await upload(member, PNG, 'logo.png', 'image/png')).status).toBe(403);
  });
});
