import { beforeAll, describe, expect, inject, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CrmRoutes } from '@polyloop/shared';
import { TagRoutes } from '@polyloop/shared/contract/routes/tags';
import { TAG_MESSAGES } from '@polyloop/shared/crm/tags';
import { dynamo, table } from '@polyloop/functions/data/client';
import { Company } from '@polyloop/functions/domain/company/company.entity';
import type { SignedInClient } from '../support/client.js';
import { useCloudEnv, type TestCompany } from '../support/companies.js';
import { eventually } from '../support/eventually.js';
import { crmTenant, fieldsOf, unique } from './crm-support.js';

const cloud = inject('cloud');
let company: TestCompany;
let admin: SignedInClient;
let member: SignedInClient;

beforeAll(async () => {
  useCloudEnv(cloud.env);
  ({ company, admin, member } = await crmTenant(cloud, 'Tags'));
});

const listTags = async () => (await member.ok(TagRoutes.listTags)).body;
const newTag = async (name: string) => (await admin.ok(TagRoutes.createTag, { body: { name } })).body;
const newCompany = async (tags: string[]) =>
  (await member.ok(CrmRoutes.createCompany, { body: { name: unique('Tagged Co'), tags } })).body;
const tagsOf = async (id: string) => (await member.ok(CrmRoutes.getCompany, { params: { id } })).body.tags;
/** Waits until the tags' usage counts read as given: the tag→company index has caught up. */
const usage = (expected: Record<string, number>) =>
  eventually(async () => {
    const tags = await listTags();
    const counts = Object.fromEntries(
      Object.keys(expected).map((id) => [id, tags.find((t) => t.id === id)?.usageCount]),
    );
    return JSON.stringify(counts) === JSON.stringify(expected) ? counts : undefined;
  });

describe('tags', () => {
  it('are made by an administrator, named once per company whatever the case, and listed to every member by name', async () => {
    const made = await admin.ok(TagRoutes.createTag, { body: { name: '  Zinc buyer ' } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Zinc buyer', usageCount: 0 });
    const again = await admin.refused(TagRoutes.createTag, { body: { name: 'zinc  BUYER' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TAG_MESSAGES.nameTaken);
    await newTag('Aluminium buyer');
    const names = (await listTags()).map((t) => t.name);
    expect(names.indexOf('Aluminium buyer')).toBeLessThan(names.indexOf('Zinc buyer'));
  });

  it('are not managed by a member, who is refused every change', async () => {
    const tag = await newTag(unique('Members keep'));
    expect((await member.refused(TagRoutes.createTag, { body: { name: 'Mine' } })).status).toBe(403);
    expect(
      (await member.refused(TagRoutes.renameTag, { params: { id: tag.id }, body: { name: 'Mine' } })).status,
    ).toBe(403);
    expect(
      (await member.refused(TagRoutes.mergeTags, { params: { id: tag.id }, body: { sourceIds: [tag.id] } }))
        .status,
    ).toBe(403);
    expect((await member.refused(TagRoutes.deleteTag, { params: { id: tag.id } })).status).toBe(403);
    expect((await listTags()).find((t) => t.id === tag.id)?.name).toBe(tag.name);
  });

  it('are carried by companies by id, and a tag the company does not have is refused with a clear 400', async () => {
    const tag = await newTag(unique('Carried'));
    const c = await newCompany([tag.id, tag.id]);
    expect(c.tags).toEqual([tag.id]);
    const unknown = await member.refused(CrmRoutes.createCompany, {
      body: { name: unique('Unknown Tag Co'), tags: ['000000000000000000000'] },
    });
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown).tags).toEqual([TAG_MESSAGES.unknown]);
    const patched = await member.refused(CrmRoutes.updateCompany, {
      params: { id: c.id },
      body: { tags: ['not-a-tag'] },
    });
    expect(patched.status).toBe(400);
    expect(await tagsOf(c.id)).toEqual([tag.id]);
    expect(
      (await member.ok(CrmRoutes.listCompanies, { query: { tag: tag.id } })).body.map((x) => x.id),
    ).toEqual([c.id]);
  });

  it('of another company are neither listed nor usable', async () => {
    const other = await crmTenant(cloud, 'Other Tags');
    const theirs = (await other.admin.ok(TagRoutes.createTag, { body: { name: unique('Theirs') } })).body;
    expect((await listTags()).some((t) => t.id === theirs.id)).toBe(false);
    const used = await member.refused(CrmRoutes.createCompany, {
      body: { name: unique('Borrowing Co'), tags: [theirs.id] },
    });
    expect(used.status).toBe(400);
    expect(
      (await admin.refused(TagRoutes.renameTag, { params: { id: theirs.id }, body: { name: 'Mine' } }))
        .status,
    ).toBe(404);
    expect((await admin.refused(TagRoutes.deleteTag, { params: { id: theirs.id } })).status).toBe(404);
    const mine = await newTag(unique('Mine'));
    const merged = await admin.refused(TagRoutes.mergeTags, {
      params: { id: mine.id },
      body: { sourceIds: [theirs.id] },
    });
    expect(merged.status).toBe(400);
    expect((await other.member.ok(TagRoutes.listTags)).body.map((t) => t.name)).toEqual([theirs.name]);
  });

  it('are renamed, and the companies carrying one show it by its new name', async () => {
    const tag = await newTag(unique('Old name'));
    const c = await newCompany([tag.id]);
    const taken = await newTag(unique('Taken'));
    expect(
      (
        await admin.refused(TagRoutes.renameTag, {
          params: { id: tag.id },
          body: { name: taken.name.toUpperCase() },
        })
      ).status,
    ).toBe(409);
    const renamed = await admin.ok(TagRoutes.renameTag, {
      params: { id: tag.id },
      body: { name: 'Renamed tag' },
    });
    expect(renamed.body.name).toBe('Renamed tag');
    // Its old name is free again.
    await newTag(tag.name);
    expect(await tagsOf(c.id)).toEqual([tag.id]);
    expect((await listTags()).find((t) => t.id === tag.id)?.name).toBe('Renamed tag');
  });

  it('are merged: every company that carried a source carries the target instead, once, and the sources are gone', async () => {
    const [target, a, b] = await Promise.all([
      newTag(unique('Target')),
      newTag(unique('Source A')),
      newTag(unique('Source B')),
    ]);
    const both = await newCompany([a.id, target.id]);
    const onlyA = await newCompany([a.id]);
    const onlyB = await newCompany([b.id]);
    await usage({ [target.id]: 1, [a.id]: 2, [b.id]: 1 });
    expect(
      (
        await admin.refused(TagRoutes.mergeTags, {
          params: { id: target.id },
          body: { sourceIds: [target.id] },
        })
      ).status,
    ).toBe(400);
    const merged = await admin.ok(TagRoutes.mergeTags, {
      params: { id: target.id },
      body: { sourceIds: [a.id, b.id] },
    });
    expect(merged.body.id).toBe(target.id);
    expect(await tagsOf(both.id)).toEqual([target.id]);
    expect(await tagsOf(onlyA.id)).toEqual([target.id]);
    expect(await tagsOf(onlyB.id)).toEqual([target.id]);
    const ids = (await listTags()).map((t) => t.id);
    expect(ids).toContain(target.id);
    expect(ids).not.toContain(a.id);
    expect(ids).not.toContain(b.id);
    await usage({ [target.id]: 3 });
    // A merged tag is no longer one the company has.
    expect(
      (await member.refused(CrmRoutes.updateCompany, { params: { id: both.id }, body: { tags: [a.id] } }))
        .status,
    ).toBe(400);
  });

  it('are deleted, and taken off every company that carried one', async () => {
    const [gone, kept] = await Promise.all([newTag(unique('Gone')), newTag(unique('Kept'))]);
    const c = await newCompany([gone.id, kept.id]);
    await usage({ [gone.id]: 1 });
    const res = await admin.ok(TagRoutes.deleteTag, { params: { id: gone.id } });
    expect(res.status).toBe(204);
    expect(await tagsOf(c.id)).toEqual([kept.id]);
    expect((await listTags()).some((t) => t.id === gone.id)).toBe(false);
    expect((await admin.refused(TagRoutes.deleteTag, { params: { id: gone.id } })).status).toBe(404);
  });

  it('typed as free text on companies before are turned into tags and ids, once however often it runs', async () => {
    const c = await newCompany([]);
    const existing = await newTag(unique('Already here'));
    // As companies were stored when tags were typed on them.
    await dynamo.send(
      new UpdateCommand({
        TableName: table(),
        Key: Company.keys({ tenantId: company.tenantId, companyId: c.id }),
        UpdateExpression: 'SET #tags = :tags REMOVE #ids',
        ExpressionAttributeNames: { '#tags': 'tags', '#ids': 'tagIds' },
        ExpressionAttributeValues: {
          ':tags': ['Scrap yard', ' scrap  YARD', existing.name.toLowerCase(), ''],
        },
      }),
    );
    const { migrateTags } = await import('../../scripts/tags-migration.js');
    expect(await migrateTags(company.tenantId)).toBe(1);
    const tags = await listTags();
    const scrap = tags.filter((t) => t.name.toLowerCase() === 'scrap yard');
    expect(scrap.map((t) => t.name)).toEqual(['Scrap yard']);
    expect(await tagsOf(c.id)).toEqual([scrap[0]!.id, existing.id]);
    expect(await migrateTags(company.tenantId)).toBe(0);
    expect((await listTags()).length).toBe(tags.length);
    await usage({ [scrap[0]!.id]: 1, [existing.id]: 1 });
  });
});
