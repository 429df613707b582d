import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  AdminRoutes,
  CrmRoutes,
  NetworkRoutes,
  SupplyRoutes,
  routes,
  type Context,
  type RouteDefinition,
} from '@polyloop/shared';
import { MatchingRoutes } from '@polyloop/shared/contract/routes/matching';
import { SearchRoutes } from '@polyloop/shared/contract/routes/search';
import { describeRoute, multipart } from '../support/client.js';
import { useCloudEnv } from '../support/companies.js';
import { attempt, combinations, pathParams, pathUpTo } from '../support/contract-sweep.js';
import { eventually } from '../support/eventually.js';
import { contact, link, newHave, newNeed, party, type Party } from '../support/network.js';
import { allowAuctions, bidBy, inMinutes, perLb } from './auctions-support.js';
import { PDF, PNG } from './isolation-routes.js';

/**
 * No answer to another company names a company's tenant id: not in a field, an address (presigned
 * object URLs), nor a header. Built from the contract: every read of the contexts where companies
 * see one another's records (the directory and links, the market, network offers and requests,
 * auctions, search, matching), called by company B on every record of company A's that B may
 * read. A read added to those contexts is covered the day it is added, or this test fails saying
 * which record of A's its path needs (`fixtures`).
 */

const cloud = inject('cloud');

const CROSS_COMPANY: readonly Context[] = ['network', 'offers', 'auctions', 'search', 'matching'];

/** Reads left out, each with its reason (none: the auction ledger's copies, once left out, name no tenant either). */
const excluded: Partial<Record<string, string>> = {};

/** Reads B is refused by design: their refusals are checked for A's tenant id all the same. */
const refusedToB: Partial<Record<string, string>> = {
  listAuctionBidders: 'the auction owner only',
  discloseAuctionLedger: 'the platform’s auditors only',
};

const reads = routes.filter(
  (r) => r.method === 'GET' && r.auth !== 'public' && CROSS_COMPANY.includes(r.context) && !excluded[r.id],
);

/** A's records that B may read, and B's own that answers show A's beside. */
interface Seen {
  publicCompany: string;
  have: string;
  offer: string;
  offerFile: string;
  networkRequest: string;
  networkRequestFile: string;
  publicOffer: string;
  publicRequest: string;
  publicOfferFile: string;
  publicRequestFile: string;
  auction: string;
  auctionFile: string;
  /** B's offer on A's public offer, B's answer to A's public request, B's own have and need. */
  bidOnPublicOffer: string;
  answerToRequest: string;
  bHave: string;
  bNeed: string;
  /** B's CRM company of A's name: its public company is A's. */
  bCrmCompany: string;
}

/** Which records a path parameter names: looked up by the path up to the parameter. */
const fixtures: Record<string, (s: Seen) => string[]> = {
  '/api/network/public-companies/{id}': (s) => [s.publicCompany],
  '/api/network/offers/{id}': (s) => [s.offer, s.publicOffer, s.bidOnPublicOffer],
  '/api/network/requests/{id}': (s) => [s.networkRequest, s.publicRequest],
  '/api/network/public-offers/{id}': (s) => [s.publicOffer],
  '/api/network/public-requests/{id}': (s) => [s.publicRequest],
  '/api/network/network-offers/{id}': (s) => [s.offer, s.bidOnPublicOffer, s.answerToRequest],
  '/api/network/network-offers/{id}/files/{fileId}': (s) => [s.offerFile],
  '/api/network/network-requests/{id}': (s) => [s.networkRequest],
  '/api/network/network-requests/{id}/files/{fileId}': (s) => [s.networkRequestFile],
  '/api/network/public-offers/{id}/files/{fileId}': (s) => [s.publicOfferFile],
  '/api/network/public-requests/{id}/files/{fileId}': (s) => [s.publicRequestFile],
  '/api/network/auctions/{id}': (s) => [s.auction],
  '/api/network/auctions/{id}/files/{fileId}': (s) => [s.auctionFile],
  // B's own have and need: what matching shows beside them is other companies' (A's among them).
  '/api/haves/{id}': (s) => [s.bHave],
  '/api/needs/{id}': (s) => [s.bNeed],
  // B's own CRM company, named as A is: the public company it stands for is A's.
  '/api/network/companies/{id}': (s) => [s.bCrmCompany],
};

/** Routes whose parameters go together (a file and the one offer holding it): their params, whole. */
const together: Partial<Record<string, (s: Seen) => Record<string, string>[]>> = {
  downloadOfferFile: (s) => [{ id: s.offer, fileId: s.offerFile }],
};

/** The queries a list is read with: each view in which A's records can show. */
const queries: Partial<Record<string, (s: Seen) => Record<string, unknown>[]>> = {
  listDirectory: () => [{ view: 'global', q: a.company.name }, { view: 'companyLinks' }],
  listPublicOffers: () => [{ q: marker }],
  listPublicRequests: () => [{ q: marker }],
  listNetworkOffers: () => [{ tab: 'ALL' }, { tab: 'RECEIVED' }, { tab: 'SENT' }],
  listNetworkRequests: () => [{ tab: 'RECEIVED' }],
  // B's have, whose offer answers A's public request: A's document on that offer shows.
  listHaveOfferFiles: (s) => [{ 'haveId.equals': s.bHave }],
  listAuctions: () => [{ scope: 'MARKET' }, { scope: 'BIDDING' }],
  search: () => [{ query: marker }, { query: a.company.name }],
  listSuggestedSupply: () => [{ size: 100 }],
  listSuggestedDemand: () => [{ size: 100 }],
  listLeads: () => [{ size: 100 }],
};

/** Lists whose answer must show a record of A's: a sweep that only met empty lists would prove nothing. */
const showsA: Partial<Record<string, (s: Seen) => string>> = {
  listDirectory: (s) => s.publicCompany,
  listPublicOffers: (s) => s.publicOffer,
  listPublicRequests: (s) => s.publicRequest,
  listNetworkOffers: (s) => s.offer,
  listNetworkRequests: (s) => s.networkRequest,
  listAuctions: (s) => s.auction,
  search: () => marker,
  companyPublicMatch: (s) => s.publicCompany,
};

const marker = randomUUID().slice(0, 8);
let a: Party;
let b: Party;
let s: Seen;

beforeAll(async () => {
  useCloudEnv(cloud.env);
  [a, b] = await Promise.all([
    party(cloud, 'Seller', { approved: true }),
    party(cloud, 'Viewer', { approved: true }),
  ]);
  await allowAuctions(a);
  await link(a, b);
  // A's logo and a have with a photo: the directory, the market, offers and auctions show them to B by presigned address.
  await a.admin.ok(AdminRoutes.uploadPublicLogo, {
    form: multipart([['logo.png', PNG, 'image/png']], { field: 'file' }),
  });
  const have = await newHave(a, 12_000);
  const photo = multipart([['bales.png', PNG, 'image/png']], { field: 'file' });
  photo.append('thumbnail', new Blob([PNG], { type: 'image/png' }), 'thumbnail');
  await a.member.ok(SupplyRoutes.uploadHavePhoto, { params: { id: have.id }, form: photo });
  const need = await newNeed(a, 5_000);
  const seller = { contactInformation: contact(a), representatives: [a.company.member.userId] };
  const offer = (
    await a.member.ok(NetworkRoutes.createNetworkOffers, {
      body: {
        haveId: have.id,
        recipients: [{ companyId: b.id, destinationLocationId: b.publicLocationId }],
        price: perLb(0.4),
        weight: { unitValue: 1000, unit: 'POUND' },
        terms: 'FOB_ORIGIN',
        message: `Offer ${marker}`,
        ...seller,
      },
    })
  ).body[0]!.id;
  await a.member.ok(NetworkRoutes.createOfferComment, {
    params: { id: offer },
    body: { body: `About the offer ${marker}` },
  });
  const offerFile = (
    await a.member.ok(NetworkRoutes.uploadOfferFiles, {
      params: { id: offer },
      form: multipart([[`Spec ${marker}.pdf`, PDF, 'application/pdf']]),
    })
  ).body[0]!.id;
  const networkRequest = (
    await a.member.ok(NetworkRoutes.createNetworkRequests, {
      body: {
        needId: need.id,
        title: `Wanted ${marker}`,
        locationId: a.locationId,
        receivingCompanyIds: [b.id],
        representatives: seller.representatives,
      },
    })
  ).body[0]!.id;
  await a.member.ok(NetworkRoutes.createNetworkRequestComment, {
    params: { id: networkRequest },
    body: { body: `About the request ${marker}` },
  });
  const [networkRequestFile] = (
    await a.member.ok(NetworkRoutes.uploadNetworkRequestFiles, {
      params: { id: networkRequest },
      form: multipart([[`Drawing ${marker}.pdf`, PDF, 'application/pdf']]),
    })
  ).body;
  await Promise.all([
    a.member.ok(NetworkRoutes.acceptGroundRules),
    b.member.ok(NetworkRoutes.acceptGroundRules),
  ]);
  const publicOffer = (
    await a.member.ok(NetworkRoutes.createPublicOffer, {
      body: { haveId: have.id, terms: 'FOB_ORIGIN', description: `Listing ${marker}`, ...seller },
    })
  ).body.id;
  const publicRequest = (
    await a.member.ok(NetworkRoutes.createPublicRequest, {
      body: { needId: need.id, title: `Wanted publicly ${marker}`, endDate: inMinutes(24 * 60), ...seller },
    })
  ).body.id;
  const listingFile = () => ({ form: multipart([[`Listing ${marker}.pdf`, PDF, 'application/pdf']]) });
  const publicOfferFile = (
    await a.member.ok(NetworkRoutes.uploadPublicOfferFiles, { params: { id: publicOffer }, ...listingFile() })
  ).body[0]!.id;
  const publicRequestFile = (
    await a.member.ok(NetworkRoutes.uploadPublicRequestFiles, {
      params: { id: publicRequest },
      ...listingFile(),
    })
  ).body[0]!.id;
  const auction = (
    await a.member.ok(NetworkRoutes.createAuction, {
      body: {
        coreHaveId: have.id,
        materialName: `Auction ${marker}`,
        terms: 'FOB_ORIGIN',
        startingBid: perLb(0.3),
        bidIncrement: perLb(0.01),
        weight: { unitValue: 1000, unit: 'POUND' },
        endDate: inMinutes(24 * 60),
        bidders: [b.id],
        feeAgreement: true,
      },
    })
  ).body.id;
  const auctionFile = (
    await a.member.ok(NetworkRoutes.uploadAuctionFiles, {
      params: { id: auction },
      form: multipart([[`Lot ${marker}.pdf`, PDF, 'application/pdf']]),
    })
  ).body[0]!.id;
  // B trades with A: a bid in the auction, an offer on the public offer, an answer to the public request.
  await b.member.ok(NetworkRoutes.placeBid, { params: { id: auction }, body: bidBy(b, 0.3) });
  const buyer = { contactInformation: contact(b), representatives: [b.company.member.userId] };
  const bidOnPublicOffer = (
    await b.member.ok(NetworkRoutes.bidOnPublicOffer, {
      params: { id: publicOffer },
      body: {
        price: perLb(0.38),
        weight: { unitValue: 500, unit: 'POUND' },
        terms: 'FOB_ORIGIN',
        destinationLocationId: b.publicLocationId,
        ...buyer,
      },
    })
  ).body.id;
  const bHave = await newHave(b, 8_000);
  const answerToRequest = (
    await b.member.ok(NetworkRoutes.createNetworkOffers, {
      body: {
        haveId: bHave.id,
        requestId: publicRequest,
        price: perLb(0.39),
        weight: { unitValue: 500, unit: 'POUND' },
        terms: 'FOB_DESTINATION',
        ...buyer,
      },
    })
  ).body[0]!.id;
  await a.member.ok(NetworkRoutes.uploadOfferFiles, {
    params: { id: answerToRequest },
    form: multipart([[`Answer ${marker}.pdf`, PDF, 'application/pdf']]),
  });
  const bNeed = await newNeed(b, 6_000);
  const bCrmCompany = (
    await b.member.ok(CrmRoutes.createCompany, { body: { name: a.company.name, confirmDuplicate: true } })
  ).body.id;
  s = {
    publicCompany: a.id,
    have: have.id,
    offer,
    offerFile,
    networkRequest,
    networkRequestFile: networkRequestFile!.id,
    publicOffer,
    publicRequest,
    publicOfferFile,
    publicRequestFile,
    auction,
    auctionFile,
    bidOnPublicOffer,
    answerToRequest,
    bHave: bHave.id,
    bNeed: bNeed.id,
    bCrmCompany,
  };
  // What the stream derives for B to find: the search index, and matches of B's records with A's listings.
  const until = <T>(probe: () => Promise<T | undefined>) =>
    eventually(probe, { attempts: 120, intervalMs: 250 });
  await until(async () =>
    (await b.admin.ok(SearchRoutes.search, { query: { query: marker } })).text.includes(publicOffer)
      ? true
      : undefined,
  );
  await until(async () =>
    (await b.admin.ok(MatchingRoutes.listSuggestedSupply, { query: { size: 100 } })).body.find(
      (m) => m.supply.id === publicOffer,
    ),
  );
  await until(async () =>
    (await b.admin.ok(MatchingRoutes.listSuggestedDemand, { query: { size: 100 } })).body.find(
      (m) => m.demand.id === publicRequest,
    ),
  );
}, 240_000);

/** Every call B makes: each combination of the records a route's path names, with each of its queries. */
function callsOf(
  route: RouteDefinition,
): { params: Record<string, string>; query?: Record<string, unknown> }[] | string {
  let combined = together[route.id]?.(s);
  if (!combined) {
    const values: Record<string, string[]> = {};
    for (const param of pathParams(route)) {
      const fixture = fixtures[pathUpTo(route, param)];
      if (!fixture)
        return `no record for {${param}}: add one to \`fixtures\` under '${pathUpTo(route, param)}', or exclude the route with its reason`;
      values[param] = fixture(s);
    }
    combined = combinations(values);
  }
  const variants = queries[route.id]?.(s) ?? [undefined];
  return combined.flatMap((params) => variants.map((query) => ({ params, ...(query ? { query } : {}) })));
}

describe('what another company is answered', () => {
  it(
    'names no tenant id of the company whose records it shows, in the body or a header, on any cross-company read',
    { timeout: 240_000 },
    async () => {
      const tenantId = a.company.tenantId;
      const wrong: string[] = [];
      const shown = new Set<string>();
      for (const route of reads) {
        const calls = callsOf(route);
        if (typeof calls === 'string') {
          wrong.push(`${describeRoute(route)}: ${calls}`);
          continue;
        }
        for (const call of calls) {
          const res = await attempt(b.admin, route, call);
          const where = `${describeRoute(route)} ${JSON.stringify(call)}`;
          if (!('text' in res)) {
            wrong.push(`${where}: an answer the client cannot read: ${res.reason}`);
            continue;
          }
          const expected = refusedToB[route.id] ? 'refused' : 'answered';
          if ((expected === 'answered') !== res.status < 300)
            wrong.push(`${where}: expected it ${expected}, got ${res.status} ${res.text.slice(0, 200)}`);
          if (res.text.includes(tenantId))
            wrong.push(
              `${where}: the body names A's tenant id: …${res.text.slice(Math.max(0, res.text.indexOf(tenantId) - 120), res.text.indexOf(tenantId) + 40)}…`,
            );
          for (const [name, value] of res.headers)
            if (value.includes(tenantId)) wrong.push(`${where}: the ${name} header names A's tenant id`);
          const mustShow = showsA[route.id]?.(s);
          if (mustShow && res.text.includes(mustShow)) shown.add(route.id);
        }
      }
      expect(wrong).toEqual([]);
      expect([...shown].sort()).toEqual(Object.keys(showsA).sort());
    },
  );

  it('covers every cross-company read, the ledger CSV included', () => {
    expect(reads.length).toBeGreaterThan(40);
    expect(
      routes
        .filter((r) => r.method === 'GET' && CROSS_COMPANY.includes(r.context) && excluded[r.id])
        .map((r) => r.id),
    ).toEqual([]);
  });
});
