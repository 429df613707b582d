import { beforeAll, describe, expect, it, inject } from 'vitest';
import { CrmRoutes, DraftRoutes, SupplyRoutes } from '@polyloop/shared';
import type { SignedInClient } from '../support/client.js';
import { useCloudEnv } from '../support/companies.js';
import { eventually } from '../support/eventually.js';
import { crmTenant, unique } from './crm-support.js';

const cloud = inject('cloud');

interface Delivered {
  messageId: string;
  drafts: Array<{ tenantId: string; draftId: string; type: string; stored: boolean }>;
}

/** A plain-text e-mail as a mail client sends it. */
const rfc822 = (to: string, subject: string, text: string) =>
  [
    `From: Sam Seller <sam@seller.example>`,
    `To: ${to}`,
    `Subject: ${subject}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    '',
  ].join('\r\n');

/** Drops an e-mail on the local inbound endpoint, which takes SES's path: stored in S3, then read by the inbound function. */
async function send(to: string, subject: string, text: string): Promise<Delivered> {
  const res = await fetch(`${cloud.baseUrl}/_local/inbound`, {
    method: 'POST',
    headers: { 'content-type': 'message/rfc822' },
    body: rfc822(to, subject, text),
  });
  expect(res.status).toBe(202);
  return (await res.json()) as Delivered;
}

const HAVE_MAIL =
  'Hi team,\nWe have 40,000 lbs of post-industrial HDPE regrind in Houston, TX.\nAsking $0.32/lb.\nSam';
const NEED_MAIL =
  'We are looking for 20 MT of prime PP pellets, up to $450 per MT, delivered to Monterrey, NL.';

let member: SignedInClient;
let tenantId: string;
let address: string;

beforeAll(async () => {
  useCloudEnv(cloud.env);
  const tenant = await crmTenant(cloud, 'Drafts');
  member = tenant.member;
  tenantId = tenant.company.tenantId;
  address = (await member.ok(DraftRoutes.draftAssistant)).body.address;
});

describe('the e-mail assistant', () => {
  it('gives each company its own address, made of a random token and not its tenant id, and says it reads with the sandbox extractor locally', async () => {
    const assistant = (await member.ok(DraftRoutes.draftAssistant)).body;
    expect(assistant).toEqual({
      address: expect.stringMatching(/^tst\.[0-9a-f]{30}@assistant\.polyloop\.local$/),
      extractor: 'sandbox',
    });
    expect(assistant.address).not.toContain(tenantId);
    expect((await member.ok(DraftRoutes.draftAssistant)).body.address).toBe(assistant.address);
    const other = (await crmTenant(cloud, 'Other assistant')).member;
    expect((await other.ok(DraftRoutes.draftAssistant)).body.address).not.toBe(assistant.address);
  });

  it('makes no draft of an e-mail to an address built from the tenant id, as addresses used to be', async () => {
    const delivered = await send(`tst.${tenantId}@assistant.polyloop.local`, 'Injected', 'We have 10 MT PP.');
    expect(delivered.drafts).toEqual([]);
  });

  it('lets an administrator rotate the address: the old one makes no draft any more, the new one does', async () => {
    const { admin, member: colleague } = await crmTenant(cloud, 'Rotating');
    const old = (await colleague.ok(DraftRoutes.draftAssistant)).body.address;
    expect((await send(old, 'Before', 'We have 5 MT PP.')).drafts).toHaveLength(1);
    expect((await colleague.refused(DraftRoutes.rotateDraftAssistant)).status).toBe(403);
    const rotated = (await admin.ok(DraftRoutes.rotateDraftAssistant)).body;
    expect(rotated.address).toMatch(/^tst\.[0-9a-f]{30}@assistant\.polyloop\.local$/);
    expect(rotated.address).not.toBe(old);
    expect((await colleague.ok(DraftRoutes.draftAssistant)).body.address).toBe(rotated.address);
    expect((await send(old, 'After', 'We have 6 MT PP.')).drafts).toEqual([]);
    const fresh = await send(rotated.address, 'To the new address', 'We have 7 MT PP.');
    expect(fresh.drafts).toEqual([expect.objectContaining({ type: 'HAVE', stored: true })]);
    expect((await colleague.ok(DraftRoutes.countDrafts)).body.total).toBe(2);
  });

  it('turns a forwarded e-mail into a draft have with the fields it states', async () => {
    const delivered = await send(address, 'Fwd: HDPE regrind for sale', HAVE_MAIL);
    expect(delivered.drafts).toEqual([expect.objectContaining({ type: 'HAVE', stored: true })]);
    const draft = (await member.ok(DraftRoutes.getDraft, { params: { id: delivered.drafts[0]!.draftId } }))
      .body;
    expect(draft).toMatchObject({
      type: 'HAVE',
      subject: 'Fwd: HDPE regrind for sale',
      from: 'Sam Seller <sam@seller.example>',
      extractor: 'sandbox',
      materialType: 'PE',
      grade: 'POST_INDUSTRIAL',
      form: 'REGRIND',
      weight: { unitValue: 40000, unit: 'POUND' },
      price: { unitValue: 0.32, unit: 'POUND' },
      location: 'Houston, TX',
    });
    const listed = await member.ok(DraftRoutes.listDrafts, { query: {} });
    expect(listed.body[0]).toMatchObject({ id: draft.id, type: 'HAVE', subject: draft.subject });
  });

  it('turns an e-mail asking for material into a draft need', async () => {
    const delivered = await send(address, 'Wanted: PP pellets', NEED_MAIL);
    const draft = (await member.ok(DraftRoutes.getDraft, { params: { id: delivered.drafts[0]!.draftId } }))
      .body;
    expect(draft).toMatchObject({
      type: 'NEED',
      materialType: 'PP',
      grade: 'PRIME',
      form: 'PELLETS',
      weight: { unitValue: 20, unit: 'METRIC_TON' },
      price: { unitValue: 450, unit: 'METRIC_TON' },
      location: 'Monterrey, NL',
    });
    const needs = await member.ok(DraftRoutes.listDrafts, { query: { type: 'NEED' } });
    expect(needs.body.map((d) => d.id)).toContain(draft.id);
  });

  it('keeps an e-mail that is neither a have nor a need, without listing or counting it', async () => {
    const before = (await member.ok(DraftRoutes.countDrafts)).body.total;
    const delivered = await send(address, 'Lunch on Friday?', 'See you at noon.');
    expect(delivered.drafts).toEqual([expect.objectContaining({ type: 'UNKNOWN', stored: true })]);
    const id = delivered.drafts[0]!.draftId;
    expect((await member.ok(DraftRoutes.getDraft, { params: { id } })).body.type).toBe('UNKNOWN');
    expect((await member.ok(DraftRoutes.countDrafts)).body.total).toBe(before);
    const all = await member.ok(DraftRoutes.listDrafts, { query: { size: 100 } });
    expect(all.body.map((d) => d.id)).not.toContain(id);
  });

  it('makes one draft of an e-mail however often it is delivered, and none for an address no company has', async () => {
    const delivered = await send(address, 'Need ABS', 'Looking for ABS regrind.');
    const draftId = delivered.drafts[0]!.draftId;
    const receivedAt = (await member.ok(DraftRoutes.getDraft, { params: { id: draftId } })).body.createdAt;
    // SES delivering the same event again: same message, same arrival time.
    const { receive } = await import('@polyloop/functions/domain/draft/inbound');
    const again = await receive({ messageId: delivered.messageId, receivedAt, recipients: [address] });
    expect(again.drafts).toEqual([expect.objectContaining({ draftId, stored: false })]);
    const stray = await send(
      'tst.000000000000000000000000000000@assistant.polyloop.local',
      'For sale',
      'We have PET.',
    );
    expect(stray.drafts).toEqual([]);
  });
});

describe('the drafts panel API', () => {
  let shop: SignedInClient;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    shop = (await crmTenant(cloud, 'Draft list')).member;
    const to = (await shop.ok(DraftRoutes.draftAssistant)).body.address;
    for (const [name, subject, text] of [
      ['have1', 'PP for sale', 'We have 10 MT PP.'],
      ['need1', 'Wanted PET', 'Looking for PET flakes.'],
      ['have2', 'Offering ABS', 'Offering ABS purge.'],
      ['need2', 'Buying PC', 'Buying PC regrind.'],
      ['have3', 'PS available', 'For sale: PS pellets.'],
    ] as const) {
      ids[name] = (await send(to, subject, text)).drafts[0]!.draftId;
    }
  });

  it('lists newest first by page with the total, filters by type and counts each type', async () => {
    const first = await shop.ok(DraftRoutes.listDrafts, { query: { size: 2 } });
    expect(first.total).toBe(5);
    expect(first.body.map((d) => d.id)).toEqual([ids.have3, ids.need2]);
    const third = await shop.ok(DraftRoutes.listDrafts, { query: { size: 2, page: 2 } });
    expect(third.body.map((d) => d.id)).toEqual([ids.have1]);
    const needs = await shop.ok(DraftRoutes.listDrafts, { query: { type: 'NEED' } });
    expect(needs.body.map((d) => d.id)).toEqual([ids.need2, ids.need1]);
    expect(needs.total).toBe(2);
    expect((await shop.ok(DraftRoutes.countDrafts)).body).toEqual({ total: 5, haves: 3, needs: 2 });
  });

  it("answers 404 for another company's draft, and deletes none of them", async () => {
    const outsider = (await crmTenant(cloud, 'Draft outsider')).member;
    expect((await outsider.refused(DraftRoutes.getDraft, { params: { id: ids.have1! } })).status).toBe(404);
    expect((await outsider.refused(DraftRoutes.deleteDraft, { params: { id: ids.have1! } })).status).toBe(
      404,
    );
    expect(
      (await outsider.ok(DraftRoutes.bulkDeleteDrafts, { query: { ids: [ids.have1!, ids.need1!] } })).body,
    ).toEqual({ deleted: 0, failed: 2 });
    expect((await shop.ok(DraftRoutes.countDrafts)).body.total).toBe(5);
  });

  it('deletes one draft, then several at once, counting what was deleted', async () => {
    expect((await shop.ok(DraftRoutes.deleteDraft, { params: { id: ids.have3! } })).status).toBe(204);
    expect((await shop.refused(DraftRoutes.deleteDraft, { params: { id: ids.have3! } })).status).toBe(404);
    const bulk = await shop.ok(DraftRoutes.bulkDeleteDrafts, {
      query: { ids: [ids.need2!, ids.have2!, ids.have3!] },
    });
    expect(bulk.body).toEqual({ deleted: 2, failed: 1 });
    expect((await shop.ok(DraftRoutes.countDrafts)).body).toEqual({ total: 2, haves: 1, needs: 1 });
    expect((await shop.refused(DraftRoutes.bulkDeleteDrafts, { query: { ids: [] } })).status).toBe(400);
  });

  it('removes the draft once a have is saved from it', async () => {
    const company = (await shop.ok(CrmRoutes.createCompany, { body: { name: unique('Draft seller') } })).body
      .id;
    const expirationDate = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const have = await shop.ok(SupplyRoutes.createHave, {
      body: {
        companyId: company,
        materialType: 'PP',
        remainingWeight: { unitValue: 10, unit: 'METRIC_TON' },
        expirationDate,
        draftId: ids.have1!,
      },
    });
    expect(have.status).toBe(201);
    await eventually(async () =>
      (await shop(DraftRoutes.getDraft, { params: { id: ids.have1! } })).status === 404 ? true : undefined,
    );
    expect((await shop.ok(DraftRoutes.countDrafts)).body).toEqual({ total: 1, haves: 0, needs: 1 });
  });
});
