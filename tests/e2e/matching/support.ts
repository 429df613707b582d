import { expect, type Locator, type Page } from '@playwright/test';
import { CrmRoutes, NetworkRoutes, SupplyRoutes } from '@polyloop/shared';
import { signedInClient, type SignedInClient } from '../../support/client.js';
import { useCloudEnv } from '../../support/companies.js';
import { contact, day, party } from '../../support/network.js';
import { e2eCloud } from '../support/cloud.js';
import { seriousViolations } from '../support/axe.js';
import { ownHave, type Trader } from '../network/support.js';

/**
 * What the matching specs prepare through the API, as a company's people would have entered it
 * before the story starts: CRM partners at known places, a material, and the records to match.
 */

export interface Place {
  city: string;
  stateProvince: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}
export const MILWAUKEE: Place = {
  city: 'Milwaukee',
  stateProvince: 'WI',
  postalCode: '53202',
  latitude: 43.04,
  longitude: -87.91,
};
export const INDIANAPOLIS: Place = {
  city: 'Indianapolis',
  stateProvince: 'IN',
  postalCode: '46204',
  latitude: 39.77,
  longitude: -86.16,
};

const perLb = (unitValue: number) => ({ unitValue, unit: 'POUND' as const });
const lbs = (unitValue: number) => ({ unitValue, unit: 'POUND' as const });

/** A person's API client, signed in as the web app signs in. */
export const apiAs = (who: { email: string; password: string }) =>
  signedInClient(e2eCloud(), who.email, who.password);

/** A company of the CRM at one place; answers it with its first location. */
export async function crmPartner(api: SignedInClient, name: string, at: Place) {
  const street = `1 ${name.split(' ')[0]} Way`;
  const location = {
    address: street,
    ...at,
    country: 'US' as const,
    formattedAddress: `${street}, ${at.city}, ${at.stateProvince} ${at.postalCode}, USA`,
  };
  const company = (
    await api.ok(CrmRoutes.createCompany, { body: { name, locations: [location], confirmDuplicate: true } })
  ).body;
  const [first] = (await api.ok(CrmRoutes.listCompanyLocations, { params: { id: company.id } })).body;
  return { id: company.id, name: company.name, locationId: first!.id };
}

/** A PP material whose grade, form, colour and melt index both sides of a match can agree on. */
export async function blackPpRegrind(api: SignedInClient, name: string) {
  const body = {
    name,
    type: 'PP' as const,
    grade: 'POST_INDUSTRIAL' as const,
    form: 'REGRIND' as const,
    color: 'BLACK' as const,
    meltIndex: { min: 8, max: 12 },
  };
  return (await api.ok(CrmRoutes.createMaterial, { body })).body;
}

/** A have of a partner's, at its place: 40,000 lb at $0.38 / lb. */
export async function partnerHave(
  api: SignedInClient,
  partner: { id: string; locationId: string },
  materialId: string,
) {
  const body = {
    companyId: partner.id,
    locationId: partner.locationId,
    materialId,
    materialType: 'PP' as const,
    remainingWeight: lbs(40_000),
    price: perLb(0.38),
    expirationDate: day(30),
  };
  return (await api.ok(SupplyRoutes.createHave, { body })).body;
}

/** A trader's public offer of a new have of its own (the ground rules accepted first). */
export async function publicOffer(p: Trader, materialName: string, price: number, pounds: number) {
  const have = await ownHave(p, { materialType: 'PA', pounds, price });
  await p.api.ok(NetworkRoutes.acceptGroundRules);
  const body = {
    haveId: have.id,
    askingPrice: perLb(price),
    terms: 'FOB_ORIGIN' as const,
    materialName,
    contactInformation: contact(p),
    representatives: [p.company.admin.userId],
  };
  return (await p.api.ok(NetworkRoutes.createPublicOffer, { body })).body;
}

/** A trader's need at its own place. */
export async function need(p: Trader, target: number, pounds: number) {
  const body = {
    companyId: p.ownId,
    locationId: p.locationId,
    materialType: 'PA' as const,
    remainingWeight: lbs(pounds),
    priceTarget: perLb(target),
    expirationDate: day(30),
  };
  return (await p.api.ok(SupplyRoutes.createNeed, { body })).body;
}

/**
 * A company new to the directory that trades what the demo companies trade and offers services they
 * do not: a lead for each of them (they are not linked with it).
 */
export async function prospect(label: string) {
  useCloudEnv(e2eCloud().env);
  return (await party(e2eCloud(), label, { services: ['EXTRUSION', 'WASHING'], materials: ['PE', 'PP'] }))
    .company;
}

/** The card of the match whose counterpart is named `label`, in a list of matches. */
export const matchCard = (list: Locator, label: string) =>
  list
    .getByRole('listitem')
    .filter({ has: list.page().getByRole('heading', { level: 3, name: label, exact: true }) });

/** One factor of a card: its group, holding its rating and its facts. */
export const factor = (card: Locator, name: 'Material' | 'Location' | 'Price') =>
  card.getByRole('group', { name });

export async function expectAccessible(page: Page, what: string) {
  expect(await seriousViolations(page), what).toEqual([]);
}
