import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The stored key of every entity, pinned: a key shape is a data format (items written today are
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
};

describe('entity keys', () => {
  it('are pinned for every entity the domain declares', () => {
    expect(entities.length).toBeGreaterThan(20);
    expect(Object.fromEntries(entities.map((e) => [e.name, e.keys(sample)]))).toMatchInlineSnapshot(`
      {
        "access-request": {
          "gsi1pk": "access-request#status=ACTIVE",
          "gsi1sk": "createdDate=2026-01-02T03:04:05.000Z#requestId=rq1",
          "gsi2pk": "access-request#status=ACTIVE#kind=PUBLIC_OFFER",
          "gsi2sk": "createdDate=2026-01-02T03:04:05.000Z#requestId=rq1",
          "pk": "access-request#tenantId=t1",
          "sk": "kind=PUBLIC_OFFER",
        },
        "auction": {
          "gsi1pk": "auction#audience=PUBLIC#lane=OPEN",
          "gsi1sk": "originalEndDate=2026-02-02T12:00:00.000Z#auctionId=au1",
          "gsi2pk": "auction#tenantId=t1#lane=OPEN",
          "gsi2sk": "createdDate=2026-01-02T03:04:05.000Z#auctionId=au1",
          "gsi3pk": "auction#tenantId=t1#haveId=hv1",
          "gsi3sk": "auctionId=au1",
          "pk": "auction#auctionId=au1",
          "sk": "auction",
        },
        "auction-bidder": {
          "gsi1pk": "auction-bidder#auctionId=au1",
          "gsi1sk": "tenantId=t1",
          "pk": "auction-bidder#tenantId=t1",
          "sk": "auctionId=au1",
        },
        "auction-fee": {
          "pk": "auction-fee#tenantId=t1",
          "sk": "month=2026-01#auctionId=au1",
        },
        "auction-ledger": {
          "pk": "auction-ledger#auctionId=au1",
          "sk": "seqKey=0000000007",
        },
        "billing": {
          "pk": "billing#tenantId=t1",
          "sk": "billing",
        },
        "buy-profile": {
          "pk": "buy-profile#tenantId=t1#companyId=c1",
          "sk": "profileId=p1",
        },
        "channel-presence": {
          "pk": "channel-presence#channel=user.u1",
          "sk": "channel-presence",
        },
        "comment": {
          "pk": "comment#tenantId=t1#recordId=r1",
          "sk": "commentId=m1",
        },
        "company": {
          "gsi1pk": "company#tenantId=t1#status=ACTIVE",
          "gsi1sk": "nameKey=acme plastics#companyId=c1",
          "gsi2pk": "company#tenantId=t1#status=ACTIVE",
          "gsi2sk": "createdDate=2026-01-02T03:04:05.000Z#companyId=c1",
          "gsi3pk": "company#tenantId=t1#status=ACTIVE",
          "gsi3sk": "updatedDate=2026-01-03T00:00:00.000Z#companyId=c1",
          "pk": "company#tenantId=t1",
          "sk": "companyId=c1",
        },
        "company-material": {
          "gsi1pk": "company-material#tenantId=t1#materialId=mat1",
          "gsi1sk": "companyId=c1",
          "pk": "company-material#tenantId=t1#companyId=c1",
          "sk": "materialId=mat1",
        },
        "connection": {
          "pk": "connection#connectionId=conn1",
          "sk": "connection",
        },
        "contact": {
          "gsi1pk": "contact#tenantId=t1#companyId=c1",
          "gsi1sk": "status=ACTIVE#sortName=ann lee#contactId=k1",
          "pk": "contact#tenantId=t1",
          "sk": "contactId=k1",
        },
        "contact-email": {
          "pk": "contact-email#tenantId=t1#companyId=c1#email=ann@acme.example",
          "sk": "contact-email",
        },
        "counter": {
          "pk": "counter#tenantId=t1",
          "sk": "name=TERMS_OF_SERVICE",
        },
        "draft": {
          "gsi1pk": "draft#tenantId=t1#visibility=LISTED",
          "gsi1sk": "createdAt=2026-01-06T00:00:00.000Z#draftId=dr1",
          "gsi2pk": "draft#tenantId=t1#type=PE",
          "gsi2sk": "createdAt=2026-01-06T00:00:00.000Z#draftId=dr1",
          "pk": "draft#tenantId=t1",
          "sk": "draftId=dr1",
        },
        "file": {
          "pk": "file#tenantId=t1#recordId=r1",
          "sk": "fileId=f1",
        },
        "flag": {
          "pk": "flag",
          "sk": "name=TERMS_OF_SERVICE",
        },
        "freight-partner": {
          "gsi1pk": "freight-partner#directory=ALL",
          "gsi1sk": "partnerId=fp1",
          "pk": "freight-partner#partnerId=fp1",
          "sk": "freight-partner",
        },
        "freight-quote": {
          "gsi1pk": "freight-quote#quoteId=fq1",
          "gsi1sk": "freight-quote",
          "gsi2pk": "freight-quote#bookedBy=u1",
          "gsi2sk": "bookedDate=2026-01-09T00:00:00.000Z#quoteId=fq1",
          "pk": "freight-quote#requestId=rq1",
          "sk": "partnerId=fp1",
        },
        "freight-request": {
          "pk": "freight-request#requestId=rq1",
          "sk": "freight-request",
        },
        "ground-rules": {
          "pk": "ground-rules#userId=u1",
          "sk": "ground-rules",
        },
        "have": {
          "gsi1pk": "have#tenantId=t1#lane=OPEN",
          "gsi1sk": "expirationDate=2026-02-01#id=x1",
          "gsi2pk": "have#tenantId=t1#lane=OPEN#materialType=PP",
          "gsi2sk": "expirationDate=2026-02-01#id=x1",
          "gsi3pk": "have#tenantId=t1#companyId=c1",
          "gsi3sk": "lane=OPEN#expirationDate=2026-02-01#id=x1",
          "gsi4pk": "have#tenantId=t1#materialId=mat1",
          "gsi4sk": "lane=OPEN#expirationDate=2026-02-01#id=x1",
          "gsi5pk": "have#tenantId=t1#createdMonth=2026-01",
          "gsi5sk": "createdDate=2026-01-02T03:04:05.000Z#id=x1",
          "pk": "have#tenantId=t1",
          "sk": "id=x1",
        },
        "have-group": {
          "pk": "have-group#tenantId=t1",
          "sk": "id=x1",
        },
        "history": {
          "pk": "history#tenantId=t1#rootId=c1",
          "sk": "at=2026-01-04T00:00:00.000Z#historyId=h1",
        },
        "integration-connection": {
          "pk": "integration-connection#tenantId=t1",
          "sk": "integrationId=CIETRADE",
        },
        "inventory-lot": {
          "gsi1pk": "inventory-lot#tenantId=t1",
          "gsi1sk": "receivedDate=2026-01-07#id=x1",
          "gsi2pk": "inventory-lot#tenantId=t1#locationId=l1",
          "gsi2sk": "receivedDate=2026-01-07#id=x1",
          "gsi3pk": "inventory-lot#tenantId=t1#materialType=PP",
          "gsi3sk": "receivedDate=2026-01-07#id=x1",
          "gsi4pk": "inventory-lot#tenantId=t1#materialId=mat1",
          "gsi4sk": "receivedDate=2026-01-07#id=x1",
          "pk": "inventory-lot#tenantId=t1",
          "sk": "id=x1",
        },
        "link": {
          "pk": "link#tenantId=t1",
          "sk": "publicCompanyId=pc1",
        },
        "listing-expiry": {
          "pk": "listing-expiry#day=2026-02-01",
          "sk": "tenantId=t1#kind=PUBLIC_OFFER#id=x1",
        },
        "location": {
          "gsi1pk": "location#tenantId=t1#companyId=c1",
          "gsi1sk": "status=ACTIVE#locationId=l1",
          "gsi2pk": "location#tenantId=t1#status=ACTIVE",
          "gsi2sk": "locationId=l1",
          "pk": "location#tenantId=t1",
          "sk": "locationId=l1",
        },
        "lot-adjustment": {
          "pk": "lot-adjustment#tenantId=t1#lotId=lot1",
          "sk": "id=x1",
        },
        "match": {
          "gsi1pk": "match#supplyKey=have%23t1%23hv1",
          "gsi1sk": "tenantId=t1#matchId=mt1",
          "gsi2pk": "match#demandKey=need%23t2%23nd1",
          "gsi2sk": "tenantId=t1#matchId=mt1",
          "gsi3pk": "match#tenantId=t1#group=mentions#visibility=LISTED",
          "gsi3sk": "confidenceKey=087#matchId=mt1",
          "pk": "match#tenantId=t1",
          "sk": "matchId=mt1",
        },
        "match-candidate": {
          "gsi1pk": "match-candidate#recordKey=have%23t1%23hv1",
          "gsi1sk": "scope=PUBLIC",
          "pk": "match-candidate#scope=PUBLIC#side=OFFERING#materialType=PP#band=0084",
          "sk": "lngKey=0123.4500#recordKey=have%23t1%23hv1",
        },
        "material": {
          "gsi1pk": "material#tenantId=t1#state=ACTIVE",
          "gsi1sk": "nameKey=acme plastics",
          "gsi2pk": "material#tenantId=t1#state=ACTIVE#type=PE",
          "gsi2sk": "nameKey=acme plastics",
          "gsi3pk": "material#tenantId=t1#createdMonth=2026-01",
          "gsi3sk": "createdDate=2026-01-02T03:04:05.000Z#materialId=mat1",
          "pk": "material#tenantId=t1",
          "sk": "materialId=mat1",
        },
        "need": {
          "gsi1pk": "need#tenantId=t1#lane=OPEN",
          "gsi1sk": "expirationDate=2026-02-01#id=x1",
          "gsi2pk": "need#tenantId=t1#lane=OPEN#materialType=PP",
          "gsi2sk": "expirationDate=2026-02-01#id=x1",
          "gsi3pk": "need#tenantId=t1#companyId=c1",
          "gsi3sk": "lane=OPEN#expirationDate=2026-02-01#id=x1",
          "gsi4pk": "need#tenantId=t1#materialId=mat1",
          "gsi4sk": "lane=OPEN#expirationDate=2026-02-01#id=x1",
          "gsi5pk": "need#tenantId=t1#createdMonth=2026-01",
          "gsi5sk": "createdDate=2026-01-02T03:04:05.000Z#id=x1",
          "pk": "need#tenantId=t1",
          "sk": "id=x1",
        },
        "network-expiry": {
          "pk": "network-expiry#day=2026-02-01",
          "sk": "kind=PUBLIC_OFFER#tenantId=t1#id=x1",
        },
        "network-offer": {
          "gsi1pk": "network-offer#tenantId=t1#lane=OPEN",
          "gsi1sk": "updatedDate=2026-01-03T00:00:00.000Z#offerId=of1",
          "gsi2pk": "network-offer#tenantId=t1#side=OFFERING#lane=OPEN",
          "gsi2sk": "updatedDate=2026-01-03T00:00:00.000Z#offerId=of1",
          "gsi3pk": "network-offer#tenantId=t1#listingId=hv1",
          "gsi3sk": "offerId=of1",
          "gsi4pk": "network-offer#tenantId=t1#sourceId=rq1",
          "gsi4sk": "offerId=of1",
          "pk": "network-offer#tenantId=t1",
          "sk": "offerId=of1",
        },
        "network-request": {
          "gsi1pk": "network-request#tenantId=t1#lane=OPEN",
          "gsi1sk": "updatedDate=2026-01-03T00:00:00.000Z#requestId=rq1",
          "gsi2pk": "network-request#tenantId=t1#side=OFFERING#lane=OPEN",
          "gsi2sk": "updatedDate=2026-01-03T00:00:00.000Z#requestId=rq1",
          "gsi3pk": "network-request#tenantId=t1#groupId=g1",
          "gsi3sk": "requestId=rq1",
          "gsi4pk": "network-request#tenantId=t1#needId=nd1",
          "gsi4sk": "requestId=rq1",
          "pk": "network-request#tenantId=t1",
          "sk": "requestId=rq1",
        },
        "notification": {
          "gsi1pk": "notification#userId=u1#group=mentions",
          "gsi1sk": "notificationId=n1",
          "gsi2pk": "notification#userId=u1",
          "gsi2sk": "unreadId=n1",
          "gsi3pk": "notification#userId=u1#group=mentions",
          "gsi3sk": "unreadId=n1",
          "pk": "notification#userId=u1",
          "sk": "notificationId=n1",
        },
        "notification-preferences": {
          "pk": "notification-preferences#userId=u1",
          "sk": "notification-preferences",
        },
        "order": {
          "gsi1pk": "order#tenantId=t1",
          "gsi1sk": "updatedDate=2026-01-03T00:00:00.000Z#id=x1",
          "pk": "order#tenantId=t1",
          "sk": "id=x1",
        },
        "policy": {
          "pk": "policy",
          "sk": "name=TERMS_OF_SERVICE",
        },
        "policy-acceptance": {
          "pk": "policy-acceptance#userId=u1",
          "sk": "name=TERMS_OF_SERVICE#version=2",
        },
        "process-report": {
          "gsi1pk": "process-report#tenantId=t1",
          "gsi1sk": "processingDate=2026-01-08#id=x1",
          "gsi2pk": "process-report#tenantId=t1#haveId=hv1",
          "gsi2sk": "processingDate=2026-01-08#id=x1",
          "pk": "process-report#tenantId=t1",
          "sk": "id=x1",
        },
        "public-company": {
          "gsi1pk": "public-company#publicCompanyId=pc1",
          "gsi1sk": "public-company",
          "gsi2pk": "public-company",
          "gsi2sk": "listedName=acme#publicCompanyId=pc1",
          "pk": "public-company#tenantId=t1",
          "sk": "public-company",
        },
        "public-contact": {
          "pk": "public-contact#tenantId=t1",
          "sk": "contactId=k1",
        },
        "public-listing": {
          "gsi1pk": "public-listing#kind=PUBLIC_OFFER#lane=OPEN",
          "gsi1sk": "closesAt=2026-02-01T12:00:00.000Z#id=x1",
          "gsi2pk": "public-listing#kind=PUBLIC_OFFER#lane=OPEN#materialType=PP",
          "gsi2sk": "closesAt=2026-02-01T12:00:00.000Z#id=x1",
          "gsi3pk": "public-listing#tenantId=t1#kind=PUBLIC_OFFER",
          "gsi3sk": "createdDate=2026-01-02T03:04:05.000Z#id=x1",
          "gsi4pk": "public-listing#tenantId=t1#recordId=r1",
          "gsi4sk": "id=x1",
          "pk": "public-listing#id=x1",
          "sk": "public-listing",
        },
        "public-location": {
          "pk": "public-location#tenantId=t1",
          "sk": "locationId=l1",
        },
        "remit-to": {
          "pk": "remit-to#tenantId=t1#companyId=c1",
          "sk": "remit-to",
        },
        "saved-view": {
          "pk": "saved-view#userId=u1",
          "sk": "viewId=v1",
        },
        "search-document": {
          "pk": "search-document#docId=have:t1:x1",
          "sk": "search-document",
        },
        "search-scope": {
          "pk": "search-scope#scope=PUBLIC",
          "sk": "category=haves",
        },
        "search-token": {
          "pk": "search-token#scope=PUBLIC#category=haves",
          "sk": "token=glp#id=x1",
        },
        "shipment": {
          "gsi1pk": "shipment#tenantId=t1",
          "gsi1sk": "updatedDate=2026-01-03T00:00:00.000Z#id=x1",
          "gsi2pk": "shipment#tenantId=t1#status=ACTIVE",
          "gsi2sk": "updatedDate=2026-01-03T00:00:00.000Z#id=x1",
          "pk": "shipment#tenantId=t1",
          "sk": "id=x1",
        },
        "subscription": {
          "gsi1pk": "subscription#connectionId=conn1",
          "gsi1sk": "channel=user.u1",
          "pk": "subscription#channel=user.u1",
          "sk": "connectionId=conn1",
        },
        "task": {
          "pk": "task#tenantId=t1#userId=u1",
          "sk": "taskId=tk1",
        },
        "task-count": {
          "pk": "task-count#tenantId=t1#userId=u1",
          "sk": "task-count",
        },
        "task-rank": {
          "pk": "task-rank#tenantId=t1#userId=u1",
          "sk": "rank=i",
        },
        "tenant": {
          "gsi1pk": "tenant",
          "gsi1sk": "tenantId=t1",
          "pk": "tenant#tenantId=t1",
          "sk": "tenant",
        },
        "touchpoint": {
          "gsi1pk": "touchpoint#tenantId=t1#companyId=c1",
          "gsi1sk": "date=2026-01-05T00:00:00.000Z#touchpointId=tp1",
          "pk": "touchpoint#tenantId=t1#companyId=c1",
          "sk": "touchpointId=tp1",
        },
        "user": {
          "gsi1pk": "user#tenantId=t1",
          "gsi1sk": "sortName=ann lee#userId=u1",
          "gsi2pk": "user#email=ann@acme.example",
          "gsi2sk": "user",
          "pk": "user#userId=u1",
          "sk": "user",
        },
        "user-email": {
          "pk": "user-email#email=ann@acme.example",
          "sk": "user-email",
        },
        "verification": {
          "pk": "verification#email=ann@acme.example#purpose=VERIFY_EMAIL",
          "sk": "verification",
        },
        "webhook-receipt": {
          "pk": "webhook-receipt#partnerId=fp1#webhookId=msg_1",
          "sk": "webhook-receipt",
        },
      }
    `);
  });
});
