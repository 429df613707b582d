import { beforeAll, describe, expect, it, inject } from 'vitest';
import { CrmRoutes } from '@polyloop/shared';
import type { SignedInClient } from '../support/client.js';
import { useCloudEnv } from '../support/companies.js';
import { address, crmTenant, unique } from './crm-support.js';

const cloud = inject('cloud');
const REMIT_TAKEN = 'This company already has a remit-to address. Unmark it first.';
let member: SignedInClient;

beforeAll(async () => {
  useCloudEnv(cloud.env);
  member = (await crmTenant(cloud, 'Locations')).member;
});
const newCompany = async () =>
  (await member.ok(CrmRoutes.createCompany, { body: { name: unique('Located') } })).body.id;

describe('locations of a company', () => {
  it('makes the first location the headquarters and keeps it in step', async () => {
    const id = await newCompany();
    const first = await member.ok(CrmRoutes.createCompanyLocation, {
      params: { id },
      body: address('10 First Ave', { name: 'Plant' }),
    });
    expect(first.status).toBe(201);
    await member.ok(CrmRoutes.createCompanyLocation, { params: { id }, body: address('20 Second Ave') });
    expect((await member.ok(CrmRoutes.getCompany, { params: { id } })).body).toMatchObject({
      locationCount: 2,
      headquarters: { id: first.body.id },
    });
    await member.ok(CrmRoutes.updateCompanyLocation, {
      params: { id, locationId: first.body.id },
      body: { city: 'Evanston' },
    });
    expect((await member.ok(CrmRoutes.getCompany, { params: { id } })).body).toMatchObject({
      headquarters: { id: first.body.id, city: 'Evanston' },
    });
    expect((await member.ok(CrmRoutes.getLocation, { params: { id: first.body.id } })).body).toMatchObject({
      name: 'Plant',
      pickupAppointment: 'NONE',
    });
    const picker = await member.ok(CrmRoutes.listLocations, { query: { companyId: id } });
    expect(picker.body).toHaveLength(2);
  });

  it('refuses an address not chosen from the suggestions (no coordinates)', async () => {
    const id = await newCompany();
    const { latitude: _lat, ...noPoint } = address('30 Third Ave');
    const res = await member.invalid(CrmRoutes.createCompanyLocation, { params: { id }, body: noPoint });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors?.['body.latitude']).toEqual([
      'Missing primary location data. Please select a location or address from the dropdown.',
    ]);
  });

  it('allows only one remit-to address, released by unmarking or archiving', async () => {
    const id = await newCompany();
    const remit = {
      id,
      locationId: (
        await member.ok(CrmRoutes.createCompanyLocation, {
          params: { id },
          body: address('1 Remit Rd', { remitTo: true }),
        })
      ).body.id,
    };
    const second = await member.refused(CrmRoutes.createCompanyLocation, {
      params: { id },
      body: address('2 Remit Rd', { remitTo: true }),
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(REMIT_TAKEN);
    const plain = {
      id,
      locationId: (
        await member.ok(CrmRoutes.createCompanyLocation, { params: { id }, body: address('3 Remit Rd') })
      ).body.id,
    };
    expect(
      (await member(CrmRoutes.updateCompanyLocation, { params: plain, body: { remitTo: true } })).status,
    ).toBe(409);
    // A PATCH of another field leaves remit-to alone.
    expect(
      (await member.ok(CrmRoutes.updateCompanyLocation, { params: remit, body: { name: 'Billing' } })).body,
    ).toMatchObject({ remitTo: true });
    expect((await member.ok(CrmRoutes.archiveCompanyLocation, { params: remit })).body).toMatchObject({
      archived: true,
      remitTo: false,
    });
    expect(
      (await member.ok(CrmRoutes.updateCompanyLocation, { params: plain, body: { remitTo: true } })).body,
    ).toMatchObject({ remitTo: true });
    expect(
      (await member.ok(CrmRoutes.updateCompanyLocation, { params: plain, body: { remitTo: false } })).body,
    ).toMatchObject({ remitTo: false });
    expect((await member.ok(CrmRoutes.restoreCompanyLocation, { params: remit })).body).toMatchObject({
      archived: false,
    });
  });

  it('lets exactly one of two concurrent remit-to requests win', async () => {
    const id = await newCompany();
    await member.ok(CrmRoutes.createCompanyLocation, { params: { id }, body: address('0 Head Office') });
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        member(CrmRoutes.createCompanyLocation, {
          params: { id },
          body: address(`${n} Race St`, { remitTo: true }),
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const lost of results.filter((r) => !r.ok))
      expect(lost.body).toMatchObject({ message: REMIT_TAKEN });
    const all = await member.ok(CrmRoutes.listCompanyLocations, { params: { id } });
    expect(all.body.filter((l) => l.remitTo)).toHaveLength(1);
  });
});
