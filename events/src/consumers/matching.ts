import { eventHandler, on } from '@polyloop/functions/lib/presets';
import { logger } from '@polyloop/functions/lib/observability';
import { PublicListingEvents } from '@polyloop/functions/domain/market/public-listing.events';
import { OfferEvents } from '@polyloop/functions/domain/network-offer/offer.events';
import { RequestEvents } from '@polyloop/functions/domain/network-request/request.events';
import type { Matchable } from '@polyloop/functions/domain/matching/candidates';

import { MATCHED_HAVE_EVENTS, MATCHED_NEED_EVENTS, MATCHED_PROFILE_EVENTS } from '../matching-events.js';

const matching = () => import('@polyloop/functions/domain/matching/matching.run');

/**
 * Keeps matches as records change (part 1 §2, part 2 §4): a have, need, partner's buy profile or
 * public listing created, changed, closed or archived is filed anew in the match index and its
 * counterparts found and kept; whoever gained matches hears of it. An offer or request my company
 * receives is judged against my records on arrival. A redelivered event changes nothing twice.
 */
async function refresh(record: Matchable, { id }: { id: string }): Promise<void> {
  const outcome = await (await matching()).refresh(record, id);
  logger.info('matched', { kind: record.kind, id: record.id, ...outcome });
}
const listing = (kind: 'HAVE' | 'NEED') => (d: { tenantId: string; id: string }, context: { id: string }) =>
  refresh({ kind, tenantId: d.tenantId, id: d.id }, context);
const profile = (d: { tenantId: string; companyId: string; profileId: string }, context: { id: string }) =>
  refresh({ kind: 'BUY_PROFILE', tenantId: d.tenantId, companyId: d.companyId, id: d.profileId }, context);

export const handler = eventHandler(
  'matching',
  ...MATCHED_HAVE_EVENTS.map((e) => on(e, listing('HAVE'))),
  ...MATCHED_NEED_EVENTS.map((e) => on(e, listing('NEED'))),
  ...MATCHED_PROFILE_EVENTS.map((e) => on(e, profile)),
  on(PublicListingEvents.changed, (d, context) =>
    refresh({ kind: d.kind, tenantId: d.tenantId, id: d.id }, context),
  ),
  on(OfferEvents.received, async (d, { id }) => {
    if (d.side === 'RECEIVING')
      logger.info('offer matched', {
        offerId: d.offerId,
        matches: await (await matching()).tellReceived('NETWORK_OFFER', d.tenantId, d.offerId, id),
      });
  }),
  on(RequestEvents.received, async (d, { id }) =>
    logger.info('request matched', {
      requestId: d.requestId,
      matches: await (await matching()).tellReceived('NETWORK_REQUEST', d.tenantId, d.requestId, id),
    }),
  ),
);
