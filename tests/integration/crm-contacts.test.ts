import { beforeAll, describe, expect, it, inject } from 'vitest';
import { CrmRoutes } from '@polyloop/shared';
import type { SignedInClient } from '../support/client.js';
import { useCloudEnv } from '../support/companies.js';
import { crmTenant, unique } from './crm-support.js';

const cloud = inject('cloud');
let member: SignedInClient;
let id: string;
const contactCount = async () =>
  (await member.ok(CrmRoutes.getCompany, { params: { id } })).body.contactCount;

beforeAll(async () => {
  useCloudEnv(cloud.env);
  member = (await crmTenant(cloud, 'Contacts')).member;
  id = (await member.ok(CrmRoutes.createCompany, { body: { name: unique('Contact Holder') } })).body.id;
});

describe('contacts of a company', () => {
  it('adds a contact with phones as 10 digits and an optional extension, and keeps the company count', async () => {
    const res = await member.ok(CrmRoutes.createCompanyContact, {
      params: { id },
      body: {
        firstName: 'Eve',
        lastName: 'Ng',
        email: 'Eve@Buyer.example',
        mobilePhone: '3125550101',
        officePhone: '3125550102;ext=7',
        type: 'PURCHASING',
        relationshipTemperature: 'HOT',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: 'eve@buyer.example',
      officePhone: '3125550102;ext=7',
      archived: false,
      companyId: id,
    });
    expect((await member.ok(CrmRoutes.getContact, { params: { id: res.body.id } })).body).toMatchObject({
      firstName: 'Eve',
    });
    expect(await contactCount()).toBe(1);
  });

  it('keeps a phone written as people write it as its ten digits, and refuses one that is not ten digits', async () => {
    const formatted = await member.ok(CrmRoutes.createCompanyContact, {
      params: { id },
      body: { firstName: 'Formatted', mobilePhone: '(312) 555-0101' },
    });
    expect(formatted.body.mobilePhone).toBe('3125550101');
    for (const phone of ['312555010', '31255501012', 'call 312 555 0101']) {
      const res = await member.refused(CrmRoutes.createCompanyContact, {
        params: { id },
        body: { firstName: 'Bad', mobilePhone: phone },
      });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors?.['body.mobilePhone']).toEqual([
        'Phone must be 10 digits, with an optional extension',
      ]);
    }
  });

  it('keeps e-mail addresses unique within the company, also when changed', async () => {
    const taken = await member.refused(CrmRoutes.createCompanyContact, {
      params: { id },
      body: { firstName: 'Eve2', email: 'eve@buyer.example' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('A contact with this e-mail already exists for this company.');
    const other = await member.ok(CrmRoutes.createCompanyContact, {
      params: { id },
      body: { firstName: 'Fay', email: 'fay@buyer.example' },
    });
    const params = { id, contactId: other.body.id };
    expect(
      (await member(CrmRoutes.updateCompanyContact, { params, body: { email: 'eve@buyer.example' } })).status,
    ).toBe(409);
    const moved = await member.ok(CrmRoutes.updateCompanyContact, {
      params,
      body: { email: 'fay2@buyer.example', title: 'Buyer' },
    });
    expect(moved.body).toMatchObject({ email: 'fay2@buyer.example', title: 'Buyer', firstName: 'Fay' });
    // The old address is free again.
    expect(
      (
        await member(CrmRoutes.createCompanyContact, {
          params: { id },
          body: { firstName: 'Gus', email: 'fay@buyer.example' },
        })
      ).status,
    ).toBe(201);
  });

  it('archives and restores, listing archived contacts apart', async () => {
    const made = await member.ok(CrmRoutes.createCompanyContact, {
      params: { id },
      body: { firstName: 'Hal' },
    });
    const params = { id, contactId: made.body.id };
    const before = await contactCount();
    expect((await member.ok(CrmRoutes.archiveCompanyContact, { params })).body).toMatchObject({
      archived: true,
    });
    expect(await contactCount()).toBe(before - 1);
    const archived = await member.ok(CrmRoutes.listCompanyContacts, {
      params: { id },
      query: { archived: 'true' },
    });
    expect(archived.body.map((x) => x.id)).toEqual([made.body.id]);
    expect(archived.total).toBe(1);
    expect(
      (await member.ok(CrmRoutes.listCompanyContacts, { params: { id } })).body.map((x) => x.id),
    ).not.toContain(made.body.id);
    expect((await member.ok(CrmRoutes.restoreCompanyContact, { params })).body).toMatchObject({
      archived: false,
    });
    expect(await contactCount()).toBe(before);
  });
});
