import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { CrmRoutes, NetworkRoutes } from '@polyloop/shared';
import { NEAR_MESSAGE } from '@polyloop/shared/near';
import { rangeMessage } from '@polyloop/shared/crm/company-list';
import { multipart, type Input, type SignedInClient } from '../support/client.js';
import { useCloudEnv, type TestCompany } from '../support/companies.js';
import { PNG } from './isolation-routes.js';
import { address, crmTenant, fieldsOf, tagsNamed, unique } from './crm-support.js';

const cloud = inject('cloud');
let member: SignedInClient;
let other: SignedInClient;
let tenant: TestCompany;
let partner: TestCompany;
let hidden: TestCompany;
const ids: Record<string, string> = {};

const MILWAUKEE = { city: 'Milwaukee', stateProvince: 'WI', latitude: 43.04, longitude: -87.91 };
const DALLAS = { city: 'Dallas', stateProvince: 'TX', latitude: 32.78, longitude: -96.8 };
const CHICAGO = { latitude: 41.88, longitude: -87.62 };

type ListQuery = NonNullable<Input<typeof CrmRoutes.listCompanies>['query']>;
/** The names a list answers, sorted, of the companies made here. */
const names = async (client: SignedInClient, query: ListQuery) =>
  (await client.ok(CrmRoutes.listCompanies, { query: { size: 100, ...query } })).body.map((c) => c.name);

beforeAll(async () => {
  useCloudEnv(cloud.env);
  const [mine, outsider, network, quiet] = await Promise.all([
    crmTenant(cloud, 'Filters'),
    crmTenant(cloud, 'Neighbour'),
    crmTenant(cloud, 'Partner', { services: ['GRINDING'] }),
    crmTenant(cloud, 'Hidden'),
  ]);
  member = mine.member;
  tenant = mine.company;
  const [key, east] = await tagsNamed(mine.admin, 'Key account', 'East');
  Object.assign(ids, { key, east });
  other = outsider.member;
  partner = network.company;
  hidden = quiet.company;
  const make = async (client: SignedInClient, name: string, body: Record<string, unknown>) =>
    (await client.ok(CrmRoutes.createCompany, { body: { name, confirmDuplicate: true, ...body } })).body.id;
  ids.chicago = await make(member, 'Chicago Resins', {
    locations: [address('1 Lake St')],
    tags: [ids.key!],
    materials: ['PET', 'PP'],
    contacts: [
      { firstName: 'Ann', email: 'ann@chicago-resins.example' },
      { firstName: 'Bo', email: 'bo@chicago-resins.example' },
    ],
  });
  ids.milwaukee = await make(member, 'Milwaukee Regrind', {
    locations: [address('2 Lake Dr', MILWAUKEE)],
    tags: [ids.key!, ids.east!],
    materials: ['PP'],
    services: ['GRINDING'],
  });
  ids.dallas = await make(member, 'Dallas Polymers', { locations: [address('3 Elm St', DALLAS)] });
  ids.nowhere = await make(member, 'Nowhere Trading', {});
  ids.outsider = await make(other, 'Neighbour Chicago Plastics', { locations: [address('4 Lake St')] });
});

describe('the company list filters', () => {
  it('keep the companies within the radius of a place, measured to the headquarters', async () => {
    expect(await names(member, { ...CHICAGO, radius: 25 })).toEqual(['Chicago Resins']);
    expect(await names(member, { ...CHICAGO, radius: 100 })).toEqual(['Chicago Resins', 'Milwaukee Regrind']);
    // Dallas is some 800 miles away; my own company, in Denver, some 920.
    expect(await names(member, { ...CHICAGO, radius: 850 })).toEqual([
      'Chicago Resins',
      'Dallas Polymers',
      'Milwaukee Regrind',
    ]);
  });

  it('never show another company’s CRM companies, whatever the filters', async () => {
    expect(await names(other, { ...CHICAGO, radius: 25 })).toEqual(['Neighbour Chicago Plastics']);
    expect(await names(other, { companyId: [ids.chicago!, ids.milwaukee!] })).toEqual([]);
    expect(await names(member, { companyId: [ids.outsider!], located: 'true' })).toEqual([]);
  });

  it('answer each company’s headquarters with its point, for the map', async () => {
    const [row] = (await member.ok(CrmRoutes.listCompanies, { query: { companyId: [ids.milwaukee!] } })).body;
    expect(row?.headquarters).toMatchObject({ city: 'Milwaukee', latitude: 43.04, longitude: -87.91 });
  });

  it('place companies kept before their headquarters had a point once the backfill gives it', async () => {
    const { dynamo, table } = await import('@polyloop/functions/data/client');
    const { Company } = await import('@polyloop/functions/domain/company/company.entity');
    const stored = await Company.get({ tenantId: tenant.tenantId, companyId: ids.milwaukee! });
    const { pk, sk } = Company.keys(stored!);
    // As companies were kept before their headquarters carried a point.
    await dynamo.send(
      new UpdateCommand({
        TableName: table(),
        Key: { pk, sk },
        UpdateExpression: 'REMOVE headquarters.latitude, headquarters.longitude',
      }),
    );
    expect(await names(member, { ...CHICAGO, radius: 100 })).toEqual(['Chicago Resins']);
    const { backfillHeadquartersPoints } = await import('../../scripts/headquarters-point-backfill.js');
    expect(await backfillHeadquartersPoints()).toBeGreaterThanOrEqual(1);
    expect(await names(member, { ...CHICAGO, radius: 100 })).toEqual(['Chicago Resins', 'Milwaukee Regrind']);
    expect(await backfillHeadquartersPoints()).toBe(0);
  });

  it('tell the companies on the map from those with no place', async () => {
    expect(await names(member, { located: 'false', q: 'Nowhere' })).toEqual(['Nowhere Trading']);
    expect(await names(member, { located: 'true', q: 'Nowhere' })).toEqual([]);
  });

  it('match any or all of the tags and material types, and services', async () => {
    expect(await names(member, { tag: [ids.key!, ids.east!] })).toEqual([
      'Chicago Resins',
      'Milwaukee Regrind',
    ]);
    expect(await names(member, { tag: [ids.key!, ids.east!], tagMatch: 'all' })).toEqual([
      'Milwaukee Regrind',
    ]);
    expect(await names(member, { materialType: ['PET', 'PP'], materialMatch: 'all' })).toEqual([
      'Chicago Resins',
    ]);
    expect(await names(member, { services: ['GRINDING'] })).toEqual(['Milwaukee Regrind']);
  });

  it('keep created dates and contact counts within their ranges', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(await names(member, { createdFrom: '2000-01-01', createdTo: '2000-12-31' })).toEqual([]);
    expect(await names(member, { createdFrom: today, contactsMin: 2 })).toEqual(['Chicago Resins']);
  });

  it('keep the companies last touched within a range, never those not touched yet', async () => {
    const touch = (id: string, date: string) =>
      member.ok(CrmRoutes.createTouchpoint, {
        params: { id },
        body: { date, notes: 'Called about volumes.' },
      });
    await touch(ids.dallas!, '2026-03-01T16:00:00.000Z');
    // The latest touchpoint counts, not the first.
    await touch(ids.chicago!, '2026-02-10T09:00:00.000Z');
    await touch(ids.chicago!, '2026-04-15T09:00:00.000Z');
    expect(await names(member, { lastTouchpointFrom: '2026-03-01', lastTouchpointTo: '2026-03-01' })).toEqual(
      ['Dallas Polymers'],
    );
    expect(await names(member, { lastTouchpointFrom: '2026-02-01', lastTouchpointTo: '2026-02-28' })).toEqual(
      [],
    );
    expect(await names(member, { lastTouchpointFrom: '2026-03-02' })).toEqual(['Chicago Resins']);
    expect(await names(member, { lastTouchpointTo: '2026-12-31' })).toEqual([
      'Chicago Resins',
      'Dallas Polymers',
    ]);
    // With the companies picked: the range and the pick both hold.
    expect(
      await names(member, { lastTouchpointTo: '2026-12-31', companyId: [ids.dallas!, ids.nowhere!] }),
    ).toEqual(['Dallas Polymers']);
    expect(await names(other, { lastTouchpointTo: '2026-12-31' })).toEqual([]);
  });

  it('keep only the companies picked', async () => {
    expect(await names(member, { companyId: [ids.dallas!, ids.nowhere!] })).toEqual([
      'Dallas Polymers',
      'Nowhere Trading',
    ]);
  });

  it('refuse a half location and ranges that end before they start, saying which', async () => {
    const refused = async (query: ListQuery) =>
      fieldsOf(await member.refused(CrmRoutes.listCompanies, { query: query }));
    expect(Object.values(await refused({ latitude: 41, radius: 10 })).flat()).toContain(NEAR_MESSAGE);
    expect(
      Object.values(await refused({ createdFrom: '2026-02-01', createdTo: '2026-01-01' })).flat(),
    ).toContain(rangeMessage('created'));
    expect(Object.values(await refused({ contactsMin: 5, contactsMax: 2 })).flat()).toContain(
      rangeMessage('contacts'),
    );
    const touched = await refused({ lastTouchpointFrom: '2026-04-02', lastTouchpointTo: '2026-04-01' });
    expect(touched).toEqual({ 'query.lastTouchpointTo': [rangeMessage('last touchpoint')] });
    expect(Object.keys(await refused({ lastTouchpointFrom: 'last week' }))).toEqual([
      'query.lastTouchpointFrom',
    ]);
  });
});

describe('the company logo', () => {
  it('is deleted, and deleting none changes nothing', async () => {
    const params = { id: ids.dallas! };
    const set = await member.ok(CrmRoutes.uploadCompanyLogo, {
      params,
      form: multipart([['logo.png', PNG, 'image/png']], { field: 'file' }),
    });
    expect(set.body.logoUrl).toMatch(/^http/);
    expect((await member.ok(CrmRoutes.deleteCompanyLogo, { params })).body.logoUrl).toBeNull();
    expect((await member.ok(CrmRoutes.getCompany, { params })).body.logoUrl).toBeNull();
    expect((await member.ok(CrmRoutes.deleteCompanyLogo, { params })).body.logoUrl).toBeNull();
    expect((await other(CrmRoutes.deleteCompanyLogo, { params })).status).toBe(404);
  });
});

describe('the public company of a CRM company', () => {
  it('is my own profile for my own company', async () => {
    const own = (await member.ok(CrmRoutes.getMyCompany)).body;
    const match = (await member.ok(NetworkRoutes.companyPublicMatch, { params: { id: own.id } })).body;
    expect(match).toMatchObject({ matchedBy: 'own', publicCompany: { name: tenant.name, own: true } });
  });

  it('is the enabled profile of its name, legal form aside', async () => {
    const id = (
      await member.ok(CrmRoutes.createCompany, {
        body: { name: `${partner.name}, Inc.`, confirmDuplicate: true },
      })
    ).body.id;
    const match = (await member.ok(NetworkRoutes.companyPublicMatch, { params: { id } })).body;
    expect(match).toMatchObject({
      matchedBy: 'name',
      publicCompany: { name: partner.name, own: false, enabled: true, linkStatus: null },
    });
  });

  it('is none for a company whose profile is hidden, or whose name no profile has', async () => {
    for (const name of [hidden.name, unique('Unheard Of Polymers')]) {
      const id = (await member.ok(CrmRoutes.createCompany, { body: { name, confirmDuplicate: true } })).body
        .id;
      expect((await member.ok(NetworkRoutes.companyPublicMatch, { params: { id } })).body).toEqual({
        matchedBy: null,
        publicCompany: null,
      });
    }
  });

  it('is not answered for another company’s CRM company', async () => {
    expect((await other(NetworkRoutes.companyPublicMatch, { params: { id: ids.chicago! } })).status).toBe(
      404,
    );
  });
});
