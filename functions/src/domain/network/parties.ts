import { NETWORK_MESSAGES } from '@polyloop/shared/network/common';
import { OFFER_MESSAGES } from '@polyloop/shared/network/offer';
import type { Member } from '../../lib/actor.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import { LinkEntity, type LinkItem } from '../link/index.js';
import { PublicProfile, requireProfile, type PublicProfileItem } from '../public-company/index.js';

export interface Partner {
  profile: PublicProfileItem;
  link: LinkItem;
}

/** A company my company is linked with (trading needs a link, part 2 §1), or the spec's refusal. */
export async function linkedPartner(actor: Member, publicCompanyId: string): Promise<Partner> {
  const link = await LinkEntity.get({ tenantId: actor.tenantId, publicCompanyId });
  if (!link || link.status !== 'LINKED') throw new Conflict(OFFER_MESSAGES.notLinked, 'NOT_LINKED');
  const profile = await PublicProfile.get({ tenantId: link.otherTenantId });
  if (!profile) throw new NotFound();
  return { profile, link };
}

/** The linked company of another tenant (a listing's or request's company), or the refusal. */
export async function linkedTenant(
  actor: Member,
  otherTenantId: string,
  publicCompanyId: string,
): Promise<Partner> {
  const partner = await linkedPartner(actor, publicCompanyId);
  if (partner.link.otherTenantId !== otherTenantId)
    throw new Conflict(OFFER_MESSAGES.notLinked, 'NOT_LINKED');
  return partner;
}

/** My company's profile: how the network names it. */
export const myProfile = (actor: Member) => requireProfile(actor.tenantId);

/** Answering public listings needs my profile enabled (part 2 §1). */
export async function myEnabledProfile(actor: Member): Promise<PublicProfileItem> {
  const profile = await myProfile(actor);
  if (!profile.enabled) throw new Conflict(NETWORK_MESSAGES.profileDisabled, 'PROFILE_DISABLED');
  return profile;
}

export const partyOf = (profile: PublicProfileItem) => ({ id: profile.publicCompanyId, name: profile.name });
