import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CrmRoutes, NetworkRoutes, NotificationRoutes, SupplyRoutes } from '@polyloop/shared';
import { MatchingRoutes } from '@polyloop/shared/contract/routes/matching';
import type { Match } from '@polyloop/shared/matching/match';
import { eventually } from '../support/eventually.js';
import { contact, ownPlace, perLb, ppAt, type Party } from '../support/network.js';
import { address, unique } from './crm-support.js';
import { useParties } from './network-support.js';

/**
 * Matching: a company's haves against its needs and its partners' buy profiles (core), and its
 * needs and haves against the market's public listings; each match explained by its factors, kept
 * as records change, hidden per company, and never showing one company's private records to another.
 */

const cloud = inject('cloud');

/** A CRM company of the party's at one place, with a PP material of known grade, form and colour. */
async function partner(
  p: Party,
  label: string,
  where: { city: string; stateProvince: string; postalCode: string; latitude: number; longitude: number },
) {
  const company = (
    await p.admin.ok(CrmRoutes.createCompany, {
      body: {
        name: unique(label),
        locations: [
          address(`1 ${label} Way`, { ...where, formattedAddress: `1 ${label} Way, ${where.city}` }),
        ],
      },
    })
  ).body;
  const locationId = (await p.admin.ok(CrmRoutes.listCompanyLocations, { params: { id: company.id } }))
    .body[0]!.id;
  return { id: company.id, name: company.name, locationId };
}

const chicago = {
  city: 'Chicago',
  stateProvince: 'IL',
  postalCode: '60608',
  latitude: 41.85,
  longitude: -87.65,
};
const indianapolis = {
  city: 'Indianapolis',
  stateProvince: 'IN',
  postalCode: '46204',
  latitude: 39.77,
  longitude: -86.16,
};
const milwaukee = {
  city: 'Milwaukee',
  stateProvince: 'WI',
  postalCode: '53202',
  latitude: 43.04,
  longitude: -87.91,
};

async function material(p: Party, name: string) {
  return (
    await p.admin.ok(CrmRoutes.createMaterial, {
      body: {
        name: unique(name),
        type: 'PP',
        grade: 'POST_INDUSTRIAL',
        form: 'REGRIND',
        color: 'BLACK',
        meltIndex: { min: 8, max: 12 },
      },
    })
  ).body.id;
}

const matchesOf = async (p: Party, haveId: string, hidden = false) =>
  (
    await p.admin.ok(MatchingRoutes.listHaveMatches, {
      params: { id: haveId },
      query: { hidden: hidden ? 'true' : 'false' },
    })
  ).body;
const until = <T>(probe: () => Promise<T | undefined>) =>
  eventually(probe, { attempts: 120, intervalMs: 250 });

const [trader, other, outsider] = useParties(cloud, [
  ['Matcher', { approved: true, services: ['GRINDING'] }],
  ['Market seller', { approved: true, services: ['EXTRUSION'] }],
  ['Outsider', { services: ['WASHING'] }],
]);

describe('core matches', () => {
  let haveId: string;
  let needId: string;
  let buyer: Awaited<ReturnType<typeof partner>>;

  beforeAll(async () => {
    const [supplier, buying, buyProfileCo, mat] = await Promise.all([
      partner(trader, 'Supplier', chicago),
      partner(trader, 'Buyer', indianapolis),
      partner(trader, 'Profile', milwaukee),
      material(trader, 'Black PP regrind'),
    ]);
    buyer = buying;
    needId = (
      await trader.admin.ok(SupplyRoutes.createNeed, {
        body: {
          ...ppAt({ companyId: buying.id, locationId: buying.locationId }, 20_000),
          materialId: mat,
          priceTarget: perLb(0.4),
          representatives: [trader.company.member.userId],
        },
      })
    ).body.id;
    await trader.admin.ok(CrmRoutes.createBuyProfile, {
      params: { id: buyProfileCo.id },
      body: { materialType: 'PP', grades: ['POST_INDUSTRIAL'], forms: ['PELLETS'], priceTarget: perLb(0.35) },
    });
    haveId = (
      await trader.admin.ok(SupplyRoutes.createHave, {
        body: {
          ...ppAt({ companyId: supplier.id, locationId: supplier.locationId }, 40_000),
          materialId: mat,
          price: perLb(0.38),
          representatives: [trader.company.admin.userId],
        },
      })
    ).body.id;
  });

  it('matches a new have with the company’s needs and buy profiles, each factor rated and explained', async () => {
    const found = await until(async () => {
      const m = await matchesOf(trader, haveId);
      return m.length >= 2 ? m : undefined;
    });
    const toNeed = found.find((m) => m.kind === 'HAVE_NEED')!;
    expect(toNeed).toMatchObject({
      materialRating: 100,
      priceRating: 100,
      supply: { kind: 'HAVE', id: haveId, companyId: expect.any(String) },
      demand: { kind: 'NEED', id: needId, companyName: buyer.name, url: `/needs/${needId}` },
      explanation: {
        material: {
          facts: [
            'PP both',
            'post industrial grade both',
            'regrind form both',
            'black colour both',
            'Melt index 8–12 within 8–12 g/10 min',
            '40,000 lb covers 20,000 lb',
          ],
        },
        price: { facts: ['Asking 5% under target'] },
      },
      hidden: false,
    });
    expect(toNeed.explanation.location.facts[0]).toMatch(/^16\d miles apart$/);
    expect(toNeed.locationRating).toBe(
      Math.round(100 * (1 - toNeed.explanation.location.distanceMiles! / 500)),
    );
    expect(toNeed.confidence).toBe(Math.round(100 * 0.5 + toNeed.locationRating * 0.3 + 100 * 0.2));
    expect(toNeed.estimatedFreightEmissions).toMatchObject({ tonnes: 9.07, factor: 0.10273 });
    const toProfile = found.find((m) => m.kind === 'HAVE_BUY_PROFILE')!;
    expect(toProfile.explanation.material.facts).toContain('form regrind, wanted pellets');
    expect(toProfile.explanation.price.facts).toEqual(['Asking 9% over target']);
    expect(toProfile.confidence).toBeLessThan(toNeed.confidence);
    // The need sees the same match from its side, and the company's list holds both.
    expect(
      (await trader.admin.ok(MatchingRoutes.listNeedMatches, { params: { id: needId } })).body.map(
        (m) => m.id,
      ),
    ).toContain(toNeed.id);
    expect(
      (await trader.admin.ok(MatchingRoutes.listMatches, { query: { size: 100 } })).body.map((m) => m.id),
    ).toEqual(expect.arrayContaining([toNeed.id, toProfile.id]));
  });

  it('sorts by each factor', async () => {
    const factors = [
      ['price', 'priceRating'],
      ['location', 'locationRating'],
    ] as const;
    for (const [sort, rating] of factors) {
      const sorted = (
        await trader.admin.ok(MatchingRoutes.listHaveMatches, { params: { id: haveId }, query: { sort } })
      ).body;
      const ratings = sorted.map((m) => m[rating]);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    }
  });

  it('tells the have’s and the need’s representatives', async () => {
    const told = await until(async () =>
      (await trader.admin.ok(NotificationRoutes.listNotifications, {})).body.find(
        (n) => n.type === 'HAVE_MATCH' && n.subject.id === haveId,
      ),
    );
    expect(told.message).toMatch(/new matches for your have|matches your have/);
    await until(async () =>
      (await trader.member.ok(NotificationRoutes.listNotifications, {})).body.find(
        (n) => n.type === 'NEED_MATCH' && n.subject.id === needId,
      ),
    );
  });

  it('takes a match away when the record can no longer match', async () => {
    await trader.admin.ok(SupplyRoutes.changeNeedStatus, {
      params: { id: needId },
      body: { status: 'CANCELLED' },
    });
    await until(async () =>
      (await matchesOf(trader, haveId)).some((m) => m.kind === 'HAVE_NEED') ? undefined : true,
    );
    expect((await matchesOf(trader, haveId)).map((m) => m.kind)).toEqual(['HAVE_BUY_PROFILE']);
  });

  it('suggests buyers: the partner whose buy profile matches, and directory companies trading the material nearby', async () => {
    const suggested = (
      await trader.admin.ok(MatchingRoutes.listSuggestedBuyers, {
        params: { id: haveId },
        query: { size: 50 },
      })
    ).body;
    const crm = suggested.find(
      (s) => s.source === 'CRM' && s.reasons.some((r) => r.startsWith('Its buy profile matches')),
    );
    expect(crm).toMatchObject({
      url: expect.stringMatching(/^\/companies\//),
      distanceMiles: expect.any(Number),
    });
    expect(crm!.distanceMiles!).toBeLessThan(500);
  });
});

describe('network matches', () => {
  let listing: string;
  let needOf: (p: Party) => Promise<string>;

  beforeAll(async () => {
    needOf = async (p: Party) =>
      (
        await p.admin.ok(SupplyRoutes.createNeed, {
          body: {
            ...ppAt(ownPlace(p), 15_000),
            priceTarget: perLb(0.5),
            representatives: [p.company.admin.userId],
          },
        })
      ).body.id;
    const have = (
      await other.admin.ok(SupplyRoutes.createHave, {
        body: { ...ppAt(ownPlace(other), 30_000), price: perLb(0.45) },
      })
    ).body.id;
    await other.member.ok(NetworkRoutes.acceptGroundRules);
    listing = (
      await other.member.ok(NetworkRoutes.createPublicOffer, {
        body: {
          haveId: have,
          askingPrice: perLb(0.45),
          terms: 'FOB_ORIGIN',
          contactInformation: contact(other),
          representatives: [other.company.member.userId],
        },
      })
    ).body.id;
  });

  it('shows each company the public offers that match its needs, and hides a match for that company only', async () => {
    const [mine, theirs] = await Promise.all([needOf(trader), needOf(outsider)]);
    const supplyOf = (p: Party, hidden = false) =>
      p.admin
        .ok(MatchingRoutes.listSuggestedSupply, { query: { size: 100, hidden: hidden ? 'true' : 'false' } })
        .then((r) => r.body);
    const found = (p: Party, need: string) =>
      until(async () => (await supplyOf(p)).find((m) => m.supply.id === listing && m.demand.id === need));
    const [a, b] = await Promise.all([found(trader, mine), found(outsider, theirs)]);
    expect(a).toMatchObject({
      kind: 'NEED_PUBLIC_OFFER',
      supply: { kind: 'PUBLIC_OFFER', url: `/network/offers/${listing}`, companyId: null },
      demand: { url: `/needs/${mine}` },
    });

    const hidden = (await trader.admin.ok(MatchingRoutes.hideMatch, { params: { id: a.id } })).body;
    expect(hidden.hidden).toBe(true);
    expect((await supplyOf(trader)).map((m) => m.id)).not.toContain(a.id);
    expect((await supplyOf(trader, true)).map((m) => m.id)).toContain(a.id);
    expect((await supplyOf(outsider)).map((m) => m.id)).toContain(b.id);
    // The public offer's page shows each company its own needs only.
    expect(
      (
        await trader.admin.ok(MatchingRoutes.listPublicOfferMatches, {
          params: { id: listing },
          query: { hidden: 'true' },
        })
      ).body.map((m: Match) => m.demand.id),
    ).toEqual([mine]);
    expect(
      (await outsider.admin.ok(MatchingRoutes.listPublicOfferMatches, { params: { id: listing } })).body.map(
        (m: Match) => m.demand.id,
      ),
    ).toEqual([theirs]);
    await trader.admin.ok(MatchingRoutes.unhideMatch, { params: { id: a.id } });
    expect((await supplyOf(trader)).map((m) => m.id)).toContain(a.id);
  });

  it('never shows one company’s private records to another', async () => {
    const secret = await needOf(outsider);
    await until(async () =>
      (await outsider.admin.ok(MatchingRoutes.listSuggestedSupply, { query: { size: 100 } })).body.find(
        (m) => m.demand.id === secret,
      ),
    );
    // The seller of the public offer sees no company's needs on its page, only the market's public requests.
    const ownView = (
      await other.admin.ok(MatchingRoutes.listPublicOfferMatches, {
        params: { id: listing },
        query: { size: 100 },
      })
    ).body;
    expect(ownView.every((m: Match) => m.demand.kind === 'PUBLIC_REQUEST')).toBe(true);
    for (const p of [trader, other]) {
      const everything = [
        ...(await p.admin.ok(MatchingRoutes.listMatches, { query: { size: 100 } })).body,
        ...(await p.admin.ok(MatchingRoutes.listSuggestedSupply, { query: { size: 100 } })).body,
        ...(await p.admin.ok(MatchingRoutes.listSuggestedDemand, { query: { size: 100 } })).body,
      ];
      expect(JSON.stringify(everything)).not.toContain(secret);
    }
    const match = (
      await outsider.admin.ok(MatchingRoutes.listSuggestedSupply, { query: { size: 100 } })
    ).body.find((m) => m.demand.id === secret)!;
    expect((await trader.admin.refused(MatchingRoutes.hideMatch, { params: { id: match.id } })).status).toBe(
      404,
    );
  });

  it('ranks directory companies the company is not linked with as leads, with their reasons', async () => {
    const leads = (await trader.admin.ok(MatchingRoutes.listLeads, { query: { size: 100 } })).body;
    const seller = leads.find((l) => l.publicCompanyId === other.id);
    // Both companies are in Denver; the seller offers extrusion, which the matcher does not.
    expect(seller).toMatchObject({ distanceMiles: 0, reasons: expect.arrayContaining(['Offers extrusion']) });
    expect(leads.map((l) => l.publicCompanyId)).not.toContain(trader.id);
  });
});
