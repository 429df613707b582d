import { CompanyInput, LocationInput } from '@polyloop/shared/crm/company';
import { Website } from '@polyloop/shared/primitives';
import type { Member } from '../../lib/actor.js';
import { ConditionFailed } from '../../data/entity.js';
import { companyOf, createLocation } from '../company/index.js';
import { createCompany, sameNamedCompanies } from '../company-wizard/index.js';
import { listLocationsOfCompany } from '../location/index.js';
import { LinkEntity, type LinkItem } from '../link/index.js';
import { PublicProfile } from '../public-company/index.js';
import type { NetworkParty } from '@polyloop/shared/network/common';

/** A postal address as locations keep it (always chosen from the suggestions). */
export interface Address {
  name?: string;
  address: string;
  addressLineTwo?: string;
  city: string;
  stateProvince: string;
  postalCode: string;
  country: 'US' | 'CA';
  formattedAddress?: string;
  latitude: number;
  longitude: number;
}

const addressInput = (a: Address) =>
  LocationInput.parse({
    name: a.name?.slice(0, 60),
    address: a.address,
    addressLineTwo: a.addressLineTwo,
    city: a.city,
    stateProvince: a.stateProvince,
    postalCode: a.postalCode,
    country: a.country,
    formattedAddress: a.formattedAddress,
    latitude: a.latitude,
    longitude: a.longitude,
  });

/**
 * The company in my CRM that stands for a network partner, and its location at `address`: the
 * one the link remembers, else one of the same name already in the CRM, else a new one made from
 * its public profile; the link remembers it from then on. Its location is found by address or
 * added. An order names only CRM companies and their locations, so this is what lets a
 * confirmed offer become my order.
 */
export async function partnerInCrm(
  actor: Member,
  partner: NetworkParty,
  address: Address | undefined,
): Promise<{ companyId: string; locationId?: string }> {
  const linkKey = { tenantId: actor.tenantId, publicCompanyId: partner.id };
  const link = await LinkEntity.get(linkKey, { consistent: true });
  const remembered = link?.crmCompanyId ? await companyOf(actor.tenantId, link.crmCompanyId) : undefined;
  const known =
    remembered?.status === 'ACTIVE' ? remembered : await sameNamedCompanies(actor.tenantId, partner.name);
  if (!known) {
    const profile = link ? await PublicProfile.get({ tenantId: link.otherTenantId }) : undefined;
    const website = Website.safeParse(profile?.website);
    const created = await createCompany(actor, {
      ...CompanyInput.parse({
        name: partner.name.slice(0, 60),
        about: profile?.about?.slice(0, 2000),
        website: website.success ? website.data : undefined,
        services: profile?.services ?? [],
        locations: address ? [addressInput(address)] : [],
        confirmDuplicate: true,
      }),
      contacts: [],
    });
    await remember(link, created.id);
    const [location] = address ? await listLocationsOfCompany(actor.tenantId, created.id, 'ACTIVE') : [];
    return { companyId: created.id, locationId: location?.locationId };
  }
  if (known.companyId !== link?.crmCompanyId) await remember(link, known.companyId);
  if (!address) return { companyId: known.companyId };
  return { companyId: known.companyId, locationId: await locationInCrm(actor, known.companyId, address) };
}

/** The location of a company in my CRM at `address`: found by address, else added. */
export async function locationInCrm(actor: Member, companyId: string, address: Address): Promise<string> {
  const locations = await listLocationsOfCompany(actor.tenantId, companyId, 'ACTIVE');
  const same = locations.find((l) => l.postalCode === address.postalCode && l.address === address.address);
  if (same) return same.locationId;
  return (await createLocation(actor, companyId, addressInput(address))).id;
}

/** The link remembers the partner's CRM company, unless it moved meanwhile (the next confirmation finds it by name). */
async function remember(link: LinkItem | undefined, crmCompanyId: string): Promise<void> {
  if (!link) return;
  try {
    await LinkEntity.update(
      { tenantId: link.tenantId, publicCompanyId: link.publicCompanyId },
      { crmCompanyId },
      { condition: { updatedDate: link.updatedDate } },
    );
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
  }
}
