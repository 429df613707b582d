import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The stored key of every entity, pinned in `entity-keys.pinned.json`: a key shape is a data format (items written today are
 * read by tomorrow's code), so changing one must show here and come with a migration.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const files = (await readdir(here, { recursive: true })).filter((f) => f.endsWith('.entity.ts'));
const modules = await Promise.all(
  files.map((f) => import(path.join(here, f)) as Promise<Record<string, unknown>>),
);
type Keyed = { name: string; tx: unknown; keys: (item: Record<string, unknown>) => Record<string, string> };
const isEntity = (e: unknown): e is Keyed =>
  typeof e === 'object' &&
  e !== null &&
  'keys' in e &&
  'tx' in e &&
  typeof (e as { name?: unknown }).name === 'string';
const entities = modules
  .flatMap((m) => Object.values(m).filter(isEntity))
  .sort((a, b) => a.name.localeCompare(b.name));

/** One value for every key composite any entity declares. */
const sample: Record<string, unknown> = {
  tenantId: 't1',
  listedName: 'acme',
  userId: 'u1',
  viewId: 'v1',
  email: 'ann@acme.example',
  domain: 'acme.example',
  purpose: 'VERIFY_EMAIL',
  kind: 'PUBLIC_OFFER',
  companyId: 'c1',
  profileId: 'p1',
  recordId: 'r1',
  commentId: 'm1',
  notificationId: 'n1',
  unreadId: 'n1',
  group: 'mentions',
  status: 'ACTIVE',
  nameKey: 'acme plastics',
  createdDate: '2026-01-02T03:04:05.000Z',
  updatedDate: '2026-01-03T00:00:00.000Z',
  contactId: 'k1',
  sortName: 'ann lee',
  name: 'TERMS_OF_SERVICE',
  fileId: 'f1',
  rootId: 'c1',
  at: '2026-01-04T00:00:00.000Z',
  historyId: 'h1',
  signInId: 's1',
  locationId: 'l1',
  materialId: 'mat1',
  state: 'ACTIVE',
  type: 'PE',
  createdMonth: '2026-01',
  version: 2,
  publicCompanyId: 'pc1',
  connectionId: 'conn1',
  channel: 'user.u1',
  touchpointId: 'tp1',
  date: '2026-01-05T00:00:00.000Z',
  id: 'x1',
  lane: 'OPEN',
  expirationDate: '2026-02-01',
  materialType: 'PP',
  day: '2026-02-01',
  draftId: 'dr1',
  visibility: 'LISTED',
  createdAt: '2026-01-06T00:00:00.000Z',
  receivedDate: '2026-01-07',
  lotId: 'lot1',
  processingDate: '2026-01-08',
  haveId: 'hv1',
  taskId: 'tk1',
  rank: 'i',
  integrationId: 'CIETRADE',
  offerId: 'of1',
  side: 'OFFERING',
  listingId: 'hv1',
  sourceId: 'rq1',
  requestId: 'rq1',
  groupId: 'g1',
  needId: 'nd1',
  closesAt: '2026-02-01T12:00:00.000Z',
  auctionId: 'au1',
  audience: 'PUBLIC',
  originalEndDate: '2026-02-02T12:00:00.000Z',
  seqKey: '0000000007',
  month: '2026-01',
  dueMonth: '2026-01',
  entryId: 'je1',
  partnerId: 'fp1',
  directory: 'ALL',
  quoteId: 'fq1',
  bookedBy: 'u1',
  bookedDate: '2026-01-09T00:00:00.000Z',
  webhookId: 'msg_1',
  scope: 'PUBLIC',
  category: 'haves',
  token: 'glp',
  docId: 'have:t1:x1',
  band: '0084',
  lngKey: '0123.4500',
  recordKey: 'have#t1#hv1',
  supplyKey: 'have#t1#hv1',
  demandKey: 'need#t2#nd1',
  confidenceKey: '087',
  matchId: 'mt1',
  ref: 'company:c1',
  shipmentId: 's1',
  invoiceDate: '2026-01-10',
  dueDate: '2026-02-09',
  openKind: 'INVOICE',
  invoiceId: 'inv1',
  postingDate: '2026-01-10',
  dimension: 'all',
  grouping: 'type',
  filter: '*|PP|*',
  period: 'm:2026-01',
  key: 'PP',
  tagId: 'tg1',
};

describe('entity keys', () => {
  it('are pinned for every entity the domain declares', async () => {
    expect(entities.length).toBeGreaterThan(20);
    const keys = Object.fromEntries(entities.map((e) => [e.name, e.keys(sample)]));
    await expect(`${JSON.stringify(keys, null, 2)}\n`).toMatchFileSnapshot('./entity-keys.pinned.json');
  });
});
