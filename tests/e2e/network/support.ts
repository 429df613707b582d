import type { Browser, Page } from '@playwright/test';
import { NetworkRoutes, SupplyRoutes, type MaterialType } from '@polyloop/shared';
import type { SignedInClient } from '../../support/client.js';
import { TEST_PASSWORD, useCloudEnv } from '../../support/companies.js';
import { lbs, link, party, perLb, type Party } from '../../support/network.js';
import { e2eCloud } from '../support/cloud.js';
import { signInAs } from '../support/people.js';

/**
 * Companies for the network specs, made as the integration suites make them (`party`: onboarding
 * and users services, a paid plan, an enabled profile), each with its administrator signed in to
 * the API for what a spec prepares rather than tests: links, needs, haves.
 */
export interface Trader extends Party {
  api: SignedInClient;
  /** Its public id, how other companies name it. */
  publicId: string;
  /** Its administrator, as the sign-in form takes them. */
  person: { email: string; password: string };
}

export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A company on the network; `approved` is the platform's pre-approval of its public offers and requests (`reverseAuctions`: and of reverse auctions). */
export async function trader(
  label: string,
  options: { approved?: boolean; reverseAuctions?: boolean; plan?: 'PLATFORM' | 'INTELLIGENCE' } = {},
): Promise<Trader> {
  useCloudEnv(e2eCloud().env);
  const made = await party(e2eCloud(), label, {
    plan: options.plan ?? 'INTELLIGENCE',
    approved: options.approved,
    reverseAuctions: options.reverseAuctions,
  });
  return {
    ...made,
    api: made.admin,
    publicId: made.id,
    person: { email: made.company.admin.email, password: TEST_PASSWORD },
  };
}

export { link };

/**
 * A person signed in in a browser of their own. `beforeSignIn` runs on the page before it signs
 * in (its socket opens then), to start listening; what it answers comes back as `listening`.
 */
export async function traderIn<T = void>(
  browser: Browser,
  who: { email: string; password: string },
  beforeSignIn?: (page: Page) => T,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const listening = beforeSignIn?.(page);
  await signInAs(page, who);
  return { page, close: () => context.close(), listening };
}

/** Asks a linked company privately for a new need's material, as the request wizard sends it. */
export async function askPrivately(p: Trader, to: Trader, title: string) {
  const need = await newNeed(p, 8_000);
  const body = {
    needId: need.id,
    title,
    locationId: p.locationId,
    receivingCompanyIds: [to.publicId],
    representatives: [p.company.admin.userId],
  };
  return (await p.api.ok(NetworkRoutes.createNetworkRequests, { body })).body[0]!;
}

export async function newNeed(p: Trader, pounds: number) {
  const body = {
    companyId: p.ownId,
    locationId: p.locationId,
    materialType: 'PP' as const,
    remainingWeight: { unitValue: pounds, unit: 'POUND' as const },
    expirationDate: day(30),
    representatives: [p.company.admin.userId],
  };
  return (await p.api.ok(SupplyRoutes.createNeed, { body })).body;
}

/** A have of the trader's own company at its own place, in pounds, expiring in 30 days unless said. */
export async function ownHave(
  p: Trader,
  have: { materialType: MaterialType; pounds: number; price: number; expirationDate?: string },
) {
  const body = {
    companyId: p.ownId,
    locationId: p.locationId,
    materialType: have.materialType,
    remainingWeight: lbs(have.pounds),
    price: perLb(have.price),
    expirationDate: have.expirationDate ?? day(30),
  };
  return (await p.api.ok(SupplyRoutes.createHave, { body })).body;
}

/** Answers a request with an offer of a new have, as the offer wizard would send it. */
export async function respond(p: Trader, requestId: string, price: number) {
  const have = await ownHave(p, { materialType: 'PP', pounds: 20_000, price });
  const contact = { name: 'Ada Admin', email: p.company.admin.email, phoneNumber: '3125550142' };
  const body = {
    haveId: have.id,
    requestId,
    price: { unitValue: price, unit: 'POUND' as const },
    weight: { unitValue: 10_000, unit: 'POUND' as const },
    terms: 'FOB_ORIGIN' as const,
    contactInformation: contact,
    representatives: [p.company.admin.userId],
  };
  return (await p.api.ok(NetworkRoutes.createNetworkOffers, { body })).body[0]!;
}
