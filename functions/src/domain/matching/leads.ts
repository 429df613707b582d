import type { Lead } from '@polyloop/shared/matching/match';
import type { MaterialType } from '@polyloop/shared/enums';
import { leadSource } from '../../adapters/leads/index.js';
import type { Member } from '../../lib/actor.js';
import { pageFrom, type Page } from '../../data/page.js';
import { listLinksOfTenant } from '../link/index.js';
import { pageOfLane, ENTITY } from '../listing/index.js';
import { PublicProfile } from '../public-company/index.js';

/** The open haves and needs a company's leads are ranked against. */
const TRADE_SAMPLE = 200;

/**
 * The directory's leads for my company (part 2 §1, the AI leads banner): companies it has no link
 * with (and has not asked or been asked), ranked by how they fit what it trades and where it is,
 * from the lead source behind its port.
 */
export async function leads(actor: Member, page: number, size: number): Promise<Page<Lead>> {
  const { tenantId } = actor;
  const read = { index: 'byLane' as const, pk: {}, lane: 'OPEN' as const };
  const [profile, links, haves, needs] = await Promise.all([
    PublicProfile.get({ tenantId }),
    listLinksOfTenant(tenantId),
    pageOfLane(ENTITY.have, tenantId, read, {}, 'desc', TRADE_SAMPLE, null),
    pageOfLane(ENTITY.need, tenantId, read, {}, 'desc', TRADE_SAMPLE, null),
  ]);
  const materials = new Set<MaterialType>([
    ...(profile?.materials ?? []),
    ...haves.items.map((h) => h.materialType),
    ...needs.items.map((n) => n.materialType),
  ]);
  const found = await leadSource().leadsFor({
    tenantId,
    materials: [...materials],
    services: profile?.services ?? [],
    ...(profile?.place
      ? { place: { latitude: profile.place.latitude, longitude: profile.place.longitude } }
      : {}),
    connected: new Set(links.map((l) => l.otherTenantId)),
  });
  return pageFrom(found, page, size);
}
